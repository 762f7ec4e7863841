import Foundation
import InkdokuStorage
import ModelLoading
import Recognition
import SafeText

/// What `inkdoku hand` says of the learned hand: where it is, since when, the samples per digit, whether
/// the installed model can use it and whether learning is on.
public struct HandReport {
  /// Whether the hand belongs to the model the game would read with.
  public enum ModelCheck {
    case installed(sha256: String, dimension: Int, path: String)
    /// No model, or one that cannot be used: handwriting is off in the game.
    case unavailable(String)

    public init(_ locator: ModelLocator) {
      do {
        let loaded = try locator.load(option: nil)
        self = .installed(
          sha256: loaded.model.sha256, dimension: loaded.model.embeddingDimension, path: loaded.path)
      } catch {
        self = .unavailable(error.description)
      }
    }
  }

  /// The `learnHand` setting as the game would read it.
  public enum Learning {
    case on(Bool)
    /// The settings file cannot be used (the game would not start until it is fixed).
    case unknown(String)

    public init(_ store: SettingsStore) {
      do {
        self = .on(try store.load()?.learnHand ?? Settings().learnHand)
      } catch {
        self = .unknown(error.description)
      }
    }
  }

  let path: String
  let profile: WriterProfile?
  let model: ModelCheck
  let learning: Learning
  let timeZone: TimeZone

  public init(
    path: String, profile: WriterProfile?, model: ModelCheck, learning: Learning, timeZone: TimeZone
  ) {
    self.path = path
    self.profile = profile
    self.model = model
    self.learning = learning
    self.timeZone = timeZone
  }

  public var lines: [String] {
    let file = TerminalSafe.escape(path)
    guard let profile else {
      return [
        "The pencil has learned nothing of your hand yet (\(file) does not exist).",
        "In the game it learns from the digits you write and keep and from those you correct, "
          + "while learning is on.",
        learningLine,
      ]
    }
    var lines = ["Your hand, as the pencil learned it: \(file)"]
    if let created = profile.created { lines.append("Learned since \(Self.since(created, in: timeZone)).") }
    lines += Self.countLines(profile)
    lines.append(modelLine(profile))
    lines.append(learningLine)
    return lines
  }

  /// "1 sample", "12 samples".
  public static func samples(_ count: Int) -> String { count == 1 ? "1 sample" : "\(count) samples" }

  /// A local date and time to the minute, as ISO 8601 writes it without the zone.
  static func since(_ date: Date, in timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// The digits 1–9 in a table, then what was learned as no digit (class 0) when there is any, then
  /// the total.
  static func countLines(_ profile: WriterProfile) -> [String] {
    let counts = profile.counts
    let cell = { (text: String) in String(repeating: " ", count: max(0, 4 - text.count)) + text }
    var lines = [
      "Samples per digit (the newest \(WriterProfile.samplesPerDigit) of each are kept):",
      "  digit  " + (1...9).map { cell("\($0)") }.joined(),
      "  learned" + (1...9).map { cell("\(counts[$0])") }.joined(),
    ]
    if counts[0] > 0 { lines.append("  not a digit (circles, scribbles): \(counts[0])") }
    lines.append(
      "\(samples(profile.count)) in all (at most \(WriterProfile.samplesPerDigit * WriterProfile.classes)).")
    return lines
  }

  private func modelLine(_ profile: WriterProfile) -> String {
    switch model {
    case .installed(let sha256, let dimension, let path)
    where profile.belongs(toModel: sha256, dimension: dimension):
      return "It belongs to the installed model (\(TerminalSafe.escape(path)))."
    case .installed(let sha256, _, let path):
      return
        "It was learned with another model (\(Self.short(profile.modelSHA256)), not the installed "
        + "\(Self.short(sha256)) at \(TerminalSafe.escape(path))): the next game learns your hand afresh "
        + "and replaces it."
    case .unavailable(let reason):
      return
        "No model to use it with (\(reason)): handwriting is off in the game, and the hand is kept as it is."
    }
  }

  private var learningLine: String {
    switch learning {
    case .on(true):
      return "Learning is on (\"learnHand\" in settings.json; \"Learn my hand\" under O in the game)."
    case .on(false):
      return "Learning is off (\"learnHand\" in settings.json; \"Learn my hand\" under O in the game): "
        + "the pencil reads with the model alone."
    case .unknown(let reason): return "Learning: unknown, the settings cannot be used (\(reason))."
    }
  }

  /// The first 12 hex digits of a SHA-256, enough to tell models apart.
  private static func short(_ sha256: String) -> String {
    "sha256 " + TerminalSafe.escape(String(sha256.prefix(12)))
  }
}
