/// What the recognizer read in one ink group and what the accept policy decided of it: the one answer
/// from the recognizer to the game, as the app receives it and a replay records it.
public struct Reading: Hashable, Sendable, Codable {
  /// The `RecognitionRequest.id` this answers.
  public var id: Int
  /// The most probable class and its probability; nil when the model did not run.
  public var label: Int?
  public var confidence: Float?
  /// Why the policy refused the reading; nil when it accepted `label`.
  public var reason: RejectReason?
  /// The three most probable classes of an accepted reading, for the "what the model saw" screen.
  public var top3: [Int]
  public var top3Probabilities: [Float]
  /// How sure an accepted reading was with the board, when the board made it surer; nil otherwise.
  public var boardConfidence: Float?
  /// The ink's embedding, when the request carried the writer's hand and the model ran: what the hand
  /// learns the ink by, once play has labelled it.
  public var embedding: PackedFloats?
  /// What the model alone made of the ink, when it was read with the writer's hand.
  public var modelAlone: ModelAlone?

  /// Whether the writer's hand changed the label read or the decision.
  public var handChanged: Bool {
    modelAlone.map { $0.label != label || $0.reason != reason } ?? false
  }

  /// A digit the policy accepted, with the model's confidence, its three best guesses and what the board
  /// made of it.
  public static func accepted(
    id: Int, label: Int, confidence: Float, top3: [LabelScore], boardConfidence: Float? = nil
  ) -> Reading {
    Reading(
      id: id, label: label, confidence: confidence, reason: nil, top3: top3.map(\.label),
      top3Probabilities: top3.map(\.probability), boardConfidence: boardConfidence)
  }

  /// A refusal, with the model's best guess when it ran.
  public static func rejected(id: Int, _ reason: RejectReason, label: Int? = nil, confidence: Float? = nil)
    -> Reading
  {
    Reading(
      id: id, label: label, confidence: confidence, reason: reason, top3: [], top3Probabilities: [],
      boardConfidence: nil)
  }

  private init(
    id: Int, label: Int?, confidence: Float?, reason: RejectReason?, top3: [Int], top3Probabilities: [Float],
    boardConfidence: Float?
  ) {
    self.id = id
    self.label = label
    self.confidence = confidence
    self.reason = reason
    self.top3 = top3
    self.top3Probabilities = top3Probabilities
    self.boardConfidence = boardConfidence
  }

  /// The decision as batch output and `replay --verify` name it: `accept` or `reject`.
  public var decisionName: String { Self.decisionName(reason) }

  /// `accept` without a reason, `reject` with one.
  static func decisionName(_ reason: RejectReason?) -> String { reason == nil ? "accept" : "reject" }

  /// The policy's decision. A recorded reading with neither a reason nor a label (a damaged replay) is
  /// an inference error.
  public var decision: AcceptDecision {
    if let reason { return .reject(reason) }
    guard let label else { return .reject(.inferenceError) }
    return .accept(label)
  }
}

/// A reading without the writer's hand, kept beside the one with it (the `w` screen says when they differ).
public struct ModelAlone: Hashable, Sendable, Codable {
  public var label: Int?
  public var confidence: Float?
  /// Why the policy would have refused the model alone; nil when it would have accepted `label`.
  public var reason: RejectReason?

  public init(_ reading: Reading) {
    label = reading.label
    confidence = reading.confidence
    reason = reading.reason
  }

  /// The decision as `Reading.decisionName` names it.
  public var decisionName: String { Reading.decisionName(reason) }
}

/// The accept policy's decision on a reading.
public enum AcceptDecision: Hashable, Sendable {
  /// Place this digit (1…9), as a value or a note depending on the request's mode.
  case accept(Int)
  case reject(RejectReason)
}
