import Foundation

/// What `inkdoku replay --headless` prints: how the recorded game ended, as one JSON object.
public struct ReplaySummary: Codable, Equatable, Sendable {
  /// The puzzle the recording started with.
  public var puzzle: String
  /// The model's sha256 in the header.
  public var model: String?
  public var final: ReplayBoard
  /// Seconds from the start of the session to its last line.
  public var duration: Double
  /// Messages replayed.
  public var events: Int
  public var recognitions: RecognitionCounts
  /// Problems the file survived, such as a cut-off last line.
  public var warnings: [String]

  /// Sorted keys, so the same replay always prints the same bytes.
  public var json: String {
    // Every field is a plain number, string or collection of them, which always encodes.
    try! JSONLine.encode(self)
  }
}

/// Pencil recognitions by outcome, counted from the outcomes a recording holds.
public struct RecognitionCounts: Codable, Equatable, Sendable {
  public var accepted = 0
  /// By reject reason (`lowConfidence`, `zero`, …).
  public var rejected: [String: Int] = [:]

  public init() {}
}
