import Recognition
import SafeText

/// Reads a finished ink group again for `--verify`, as the replayed game asked for it; nil when the
/// recognizer cannot run.
public typealias ReplayRecognizer = @Sendable (RecognitionRequest) async -> Reading?

/// A recorded reading compared with the one `--verify` computes again: the same shape from the model
/// to the replay line.
extension Reading {
  /// Confidences (and the embedding's numbers) are compared to this, as the same model on another CPU
  /// may round differently.
  public static let confidenceTolerance = 1e-4

  /// One sentence per way the `rerun` outcome differs from this recorded one; empty when they agree.
  public func differences(from rerun: Reading) -> [String] {
    var found: [String] = []
    if label != rerun.label { found.append("label: recorded \(text(label)), re-run \(text(rerun.label))") }
    if (reason == nil) != (rerun.reason == nil) {
      found.append("decision: recorded \(decisionName), re-run \(rerun.decisionName)")
    }
    if reason != rerun.reason {
      found.append("reason: recorded \(text(reason?.rawValue)), re-run \(text(rerun.reason?.rawValue))")
    }
    if !Self.near(confidence, rerun.confidence) {
      found.append("confidence: recorded \(text(confidence)), re-run \(text(rerun.confidence))")
    }
    if !Self.near(boardConfidence, rerun.boardConfidence) {
      found.append(
        "board confidence: recorded \(text(boardConfidence)), re-run \(text(rerun.boardConfidence))")
    }
    return found + handDifferences(from: rerun)
  }

  /// How the readings with the player's hand differ: what the model alone made of the ink, and the
  /// embedding the hand learns it by.
  private func handDifferences(from rerun: Reading) -> [String] {
    var found: [String] = []
    let (alone, rerunAlone) = (modelAlone, rerun.modelAlone)
    if (alone == nil) != (rerunAlone == nil) {
      found.append(
        "hand: recorded \(alone == nil ? "without" : "with") one, re-run \(rerunAlone == nil ? "without" : "with")"
      )
    } else if let alone, let rerunAlone,
      alone.label != rerunAlone.label || alone.reason != rerunAlone.reason
        || !Self.near(alone.confidence, rerunAlone.confidence)
    {
      found.append(
        "model alone: recorded \(text(alone.label)) \(text(alone.confidence)) \(text(alone.reason?.rawValue)), "
          + "re-run \(text(rerunAlone.label)) \(text(rerunAlone.confidence)) \(text(rerunAlone.reason?.rawValue))"
      )
    }
    let (ink, rerunInk) = (embedding?.values ?? [], rerun.embedding?.values ?? [])
    if ink.count != rerunInk.count
      || zip(ink, rerunInk).contains(where: { abs(Double($0) - Double($1)) > Self.confidenceTolerance })
    {
      found.append("embedding: recorded \(ink.count) numbers, re-run \(rerunInk.count), not the same")
    }
    return found
  }

  /// Two optional numbers alike: both absent, or both present within `confidenceTolerance`.
  private static func near(_ a: Float?, _ b: Float?) -> Bool {
    switch (a, b) {
    case (let a?, let b?): abs(Double(a) - Double(b)) <= confidenceTolerance
    case (nil, nil): true
    default: false
    }
  }

  private func text<T>(_ value: T?) -> String { value.map { TerminalSafe.escape("\($0)") } ?? "none" }
}
