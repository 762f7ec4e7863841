import DigitRecognizer

/// What the recognizer answered for one ink group, as the app receives it and a replay records it.
public struct RecognitionOutcome: Hashable, Sendable, Codable {
  /// The `InkRequest.id` this answers.
  public var id: Int
  /// The most probable class and its probability; nil when the model did not run.
  public var label: Int?
  public var confidence: Float?
  /// Nil when the recognizer proposed a digit; the app may still discard it as stale.
  public var reason: RejectReason?
  /// The three most probable classes, for the "what the model saw" screen.
  public var top3: [Int]
  public var top3Probabilities: [Float]
  /// How sure the reading was with the board, when the board made it surer; left out otherwise.
  public var boardConfidence: Float?

  public init(id: Int, result: RecognitionResult) {
    self.id = id
    label = result.label
    confidence = result.confidence
    reason = result.rejectReason
    if case .candidate(_, _, let top, let board) = result {
      top3 = top.map(\.label)
      top3Probabilities = top.map(\.probability)
      boardConfidence = board
    } else {
      top3 = []
      top3Probabilities = []
    }
  }

  /// The recognizer's answer again. A recorded outcome with neither a reason nor a label (a damaged
  /// replay) is an inference error.
  public var result: RecognitionResult {
    if let reason { return .reject(reason, label: label, confidence: confidence) }
    guard let label else { return .reject(.inferenceError, label: nil, confidence: confidence) }
    let top = zip(top3, top3Probabilities).map { LabelScore(label: $0, probability: $1) }
    return .candidate(label: label, confidence: confidence ?? 0, top3: top, boardConfidence: boardConfidence)
  }
}
