import InkKit

/// The last ink group the model looked at, for the `w` screen.
public struct LastRecognition: Equatable, Sendable {
  public var strokes: [Stroke]
  public var reading: Reading
  /// The decision that was carried out: the policy's, or `stale` or `given` when it no longer applied.
  public var decision: AcceptDecision
  /// What the message line said of a reject, so that the `w` screen says the same.
  public var message: String?

  public init(strokes: [Stroke], reading: Reading, decision: AcceptDecision, message: String?) {
    self.strokes = strokes
    self.reading = reading
    self.decision = decision
    self.message = message
  }
}
