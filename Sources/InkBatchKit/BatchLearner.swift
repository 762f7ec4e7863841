import DigitRecognizer
import Recognition

/// `recognize --learn`: one profile per writer, in memory only. A line is read with what the earlier
/// lines of its writer taught, then its label (if any) is learned into that writer's profile. Lines
/// without a `writer` are one unnamed writer's. The reading goes through the game's recognizer, the
/// hand riding in the request as in play.
public final class BatchLearner {
  /// A bound on memory: each profile may hold 320 embeddings.
  public static let maxWriters = 4096

  private let recognizer: CNNRecognizer
  private let emptyProfile: WriterProfile
  private var profiles: [String: WriterProfile] = [:]

  /// Reads with `recognizer`, which runs `model`.
  public init(recognizer: CNNRecognizer, model: DigitModel) {
    self.recognizer = recognizer
    emptyProfile = WriterProfile(modelSHA256: model.sha256, dimension: model.embeddingDimension)
  }

  /// Whether `writer` has a profile or there is room for one.
  public func admits(_ writer: String?) -> Bool {
    profiles[writer ?? ""] != nil || profiles.count < Self.maxWriters
  }

  /// The reading of `request` with what `writer` has taught so far, and how many samples that was.
  public func read(_ request: RecognitionRequest, writer: String?) async -> (Reading, learned: Int) {
    var request = request
    request.hand = profiles[writer ?? ""] ?? emptyProfile
    return (await recognizer.recognize(request), request.hand?.count ?? 0)
  }

  /// Teaches `writer` that `reading`'s ink was `label`; nothing without a label or an embedding.
  public func learn(_ label: Int?, from reading: Reading, writer: String?) {
    guard let label, let embedding = reading.embedding else { return }
    profiles[writer ?? "", default: emptyProfile].learn(label, embedding: embedding.values)
  }
}
