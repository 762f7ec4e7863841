/// A recognizer's answer (design §3.10): a digit to place, or a reject with its reason.
public enum RecognitionResult: Hashable, Sendable {
  /// A digit 1…9 the accept policy let through, its confidence and the three most probable classes.
  case candidate(label: Int, confidence: Float, top3: [LabelScore])
  /// Nothing to place. `label` and `confidence` are the most probable class and its probability
  /// when the model ran, nil otherwise.
  case reject(RejectReason, label: Int?, confidence: Float?)

  /// The most probable class, accepted or not.
  public var label: Int? {
    switch self {
    case .candidate(let label, _, _): label
    case .reject(_, let label, _): label
    }
  }

  public var confidence: Float? {
    switch self {
    case .candidate(_, let confidence, _): confidence
    case .reject(_, _, let confidence): confidence
    }
  }

  /// Nil for a candidate.
  public var rejectReason: RejectReason? {
    if case .reject(let reason, _, _) = self { return reason }
    return nil
  }
}
