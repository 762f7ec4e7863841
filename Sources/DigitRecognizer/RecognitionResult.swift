/// A recognizer's answer (design §3.10): a digit to place, or a reject with its reason.
public enum RecognitionResult: Hashable, Sendable {
  /// A digit 1…9 the accept policy let through, its confidence and the three most probable classes;
  /// `boardConfidence` when the board made it surer (`AcceptPolicy.boardConfidence`).
  case candidate(label: Int, confidence: Float, top3: [LabelScore], boardConfidence: Float? = nil)
  /// Nothing to place. `label` and `confidence` are the most probable class and its probability
  /// when the model ran, nil otherwise.
  case reject(RejectReason, label: Int?, confidence: Float?)

  /// The most probable class, accepted or not.
  public var label: Int? {
    switch self {
    case .candidate(let label, _, _, _): label
    case .reject(_, let label, _): label
    }
  }

  public var confidence: Float? {
    switch self {
    case .candidate(_, let confidence, _, _): confidence
    case .reject(_, _, let confidence): confidence
    }
  }

  /// How sure an accepted reading was with the board, when the board made it surer; nil otherwise.
  public var boardConfidence: Float? {
    if case .candidate(_, _, _, let sure) = self { return sure }
    return nil
  }

  /// Nil for a candidate.
  public var rejectReason: RejectReason? {
    if case .reject(let reason, _, _) = self { return reason }
    return nil
  }
}
