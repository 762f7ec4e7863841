import DigitRecognizer
import InkKit
import InkdokuCore
import TerminalUI

/// A recognizer outcome as a replay records it (design §4), and as `--verify` computes it again.
public struct ReplayRecognition: Codable, Equatable, Sendable {
  /// Accepted outcomes place a digit; rejected ones change nothing.
  public enum Decision: String, Codable, Sendable {
    case accept, reject
  }

  /// The most probable class and its probability, also on a reject; nil when the model did not run.
  public var label: Int?
  public var confidence: Double?
  public var decision: Decision
  /// Why it was rejected (`lowConfidence`, `stale`, …); nil when accepted.
  public var reason: String?

  public init(label: Int?, confidence: Double?, decision: Decision, reason: String?) {
    self.label = label
    self.confidence = confidence
    self.decision = decision
    self.reason = reason
  }

  /// The recognizer's own verdict in `outcome`, before the game's stale check.
  public init(_ outcome: RecognitionOutcome) {
    self.init(
      label: outcome.label, confidence: outcome.confidence.map(Double.init),
      decision: outcome.reason == nil ? .accept : .reject, reason: outcome.reason?.rawValue)
  }

  /// Confidences are compared to this, as the same model on another CPU may round differently.
  public static let confidenceTolerance = 1e-4

  /// One sentence per way the `rerun` outcome differs from this recorded one; empty when they agree.
  public func differences(from rerun: ReplayRecognition) -> [String] {
    var found: [String] = []
    if label != rerun.label { found.append("label: recorded \(text(label)), re-run \(text(rerun.label))") }
    if decision != rerun.decision {
      found.append("decision: recorded \(decision.rawValue), re-run \(rerun.decision.rawValue)")
    }
    if reason != rerun.reason {
      found.append("reason: recorded \(text(reason)), re-run \(text(rerun.reason))")
    }
    switch (confidence, rerun.confidence) {
    case (let a?, let b?) where abs(a - b) <= Self.confidenceTolerance: break
    case (nil, nil): break
    default: found.append("confidence: recorded \(text(confidence)), re-run \(text(rerun.confidence))")
    }
    return found
  }

  private func text<T>(_ value: T?) -> String { value.map { TerminalSafe.escape("\($0)") } ?? "none" }
}

/// Recognizes a finalized ink group again for `--verify`, in the context the replayed game gave it; nil
/// when the recognizer cannot run.
public typealias ReplayRecognizer = @Sendable (InkRequest, RecognitionContext) async -> ReplayRecognition?
