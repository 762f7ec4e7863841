import DigitRecognizer
import Recognition

/// `recognize --learn`: one profile per writer, in memory only. A line is read with what the earlier
/// lines of its writer taught, then its label (if any) is learned into that writer's profile. Lines
/// without a `writer` are one unnamed writer's.
final class BatchLearner {
  /// A bound on memory: each profile may hold 320 embeddings.
  static let maxWriters = 4096

  private let recognizer: AdaptedRecognizer
  private var profiles: [String: WriterProfile] = [:]

  init(model: DigitModel, adaptation: WriterAdaptation) {
    recognizer = AdaptedRecognizer(model: model, adaptation: adaptation)
  }

  /// Whether `writer` has a profile or there is room for one.
  func admits(_ writer: String?) -> Bool {
    profiles[writer ?? ""] != nil || profiles.count < Self.maxWriters
  }

  /// The reading of `request` with what `writer` has taught so far, and how many samples that was.
  func read(_ request: RecognitionRequest, writer: String?) -> (AdaptedReading, learned: Int) {
    let profile = profiles[writer ?? ""] ?? recognizer.emptyProfile()
    return (recognizer.recognize(request, profile: profile), profile.count)
  }

  /// Teaches `writer` that `reading`'s ink was `label`; nothing without a label or an embedding.
  func learn(_ label: Int?, from reading: AdaptedReading, writer: String?) {
    guard let label, let embedding = reading.embedding else { return }
    profiles[writer ?? "", default: recognizer.emptyProfile()].learn(label, embedding: embedding)
  }
}
