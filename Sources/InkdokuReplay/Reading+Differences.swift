import Recognition
import SafeText

/// Reads a finished ink group again for `--verify`, as the replayed game asked for it; nil when the
/// recognizer cannot run.
public typealias ReplayRecognizer = @Sendable (RecognitionRequest) async -> Reading?

/// A recorded reading compared with the one `--verify` computes again: the same shape from the model
/// to the replay line.
extension Reading {
  /// Confidences are compared to this, as the same model on another CPU may round differently.
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
    switch (confidence, rerun.confidence) {
    case (let a?, let b?) where abs(Double(a) - Double(b)) <= Self.confidenceTolerance: break
    case (nil, nil): break
    default: found.append("confidence: recorded \(text(confidence)), re-run \(text(rerun.confidence))")
    }
    switch (boardConfidence, rerun.boardConfidence) {
    case (let a?, let b?) where abs(Double(a) - Double(b)) <= Self.confidenceTolerance: break
    case (nil, nil): break
    default:
      found.append(
        "board confidence: recorded \(text(boardConfidence)), re-run \(text(rerun.boardConfidence))")
    }
    return found
  }

  private func text<T>(_ value: T?) -> String { value.map { TerminalSafe.escape("\($0)") } ?? "none" }
}
