import InkKit

/// The accept policy (design §3.7): a digit is placed only when the model is sure of a 1…9; anything
/// else is a reject with a reason, which never counts as a mistake.
public enum AcceptPolicy {
  /// The decision for one request. The checks run in this order: off the board, no image, no model,
  /// failed inference, label outside 0…9, label 0, confidence below the threshold of the request's mode
  /// (with a board, the confidence among the digits it leaves possible: `boardConfidence`), and the
  /// conflict gate.
  public static func decide(_ outcome: ClassifierOutcome, context: RecognitionContext) -> AcceptDecision {
    verdict(outcome, context: context).decision
  }

  /// The decision, with the board confidence of an accepted reading the board made surer (nil
  /// otherwise): what a recognizer reports beside the model's own confidence.
  public static func verdict(_ outcome: ClassifierOutcome, context: RecognitionContext)
    -> (decision: AcceptDecision, boardConfidence: Float?)
  {
    guard context.isOnBoard else { return (.reject(.outsideBoard), nil) }
    switch outcome {
    case .noImage: return (.reject(.emptyInk), nil)
    case .modelUnavailable: return (.reject(.modelUnavailable), nil)
    case .failed: return (.reject(.inferenceError), nil)
    case .prediction(let label, let confidence, let probabilities):
      guard (0...9).contains(label) else { return (.reject(.outOfRange), nil) }
      guard label != 0 else { return (.reject(.zero), nil) }
      let clashes = context.board?.conflict(for: label) != nil
      let sure =
        clashes || !context.settings.boardConfidence
        ? confidence : boardConfidence(label, confidence, probabilities: probabilities, board: context.board)
      // Compared as Float, the confidence's own precision, so that a confidence printed as 0.7 passes
      // a 0.7 threshold; written so that a NaN confidence is refused too.
      guard sure >= Float(context.threshold) else { return (.reject(.lowConfidence), nil) }
      if clashes && !passesConflictGate(confidence, threshold: context.settings.conflictThreshold) {
        return (.reject(.conflict), nil)
      }
      return (.accept(label), sure > confidence ? sure : nil)
    }
  }

  /// How sure the reading `label` is once the board is known (design §3.7): a player practically never
  /// writes a digit the target's row, column or box already shows, so, by Bayes' rule, the probability
  /// the model gave those digits goes to the rest in proportion, and the reading's share is its
  /// probability over what remains. It never changes the reading and never reads the solution; without
  /// a board or the classes' probabilities it is the model's own confidence.
  public static func boardConfidence(
    _ label: Int, _ confidence: Float, probabilities: [Float], board: BoardContext?
  ) -> Float {
    guard let board, probabilities.count == 10 else { return confidence }
    var ruledOut: Float = 0
    for digit in 1...9 where digit != label && board.conflict(for: digit) != nil {
      ruledOut += probabilities[digit]
    }
    let left = 1 - ruledOut
    guard left > 0 else { return confidence }
    return min(1, confidence / left)
  }

  /// Whether a reading that clashes with a visible digit is sure enough to be placed all the same.
  /// A player almost never writes a digit its row, column or box already shows, so such a reading is
  /// far more likely a misread: it needs more than the usual threshold, and a threshold of 1 lets none
  /// through (a float softmax can round to exactly 1).
  static func passesConflictGate(_ confidence: Float, threshold: Double) -> Bool {
    threshold < 1 && confidence >= Float(threshold)
  }

  /// The verdict on an answer when it comes back to the game (design §3.9): the recognizer's own reject
  /// first; then `stale` unless the revision, the target cell and the entry mode are all as they were
  /// when the ink was sent; then `given` for a digit aimed at a given.
  public static func admit(
    _ result: RecognitionResult, requested: RecognitionStamp, current: RecognitionStamp, targetIsGiven: Bool
  ) -> AcceptDecision {
    switch result {
    case .reject(let reason, _, _):
      return .reject(reason)
    case .candidate(let label, _, _, _):
      guard requested == current else { return .reject(.stale) }
      return targetIsGiven ? .reject(.given) : .accept(label)
    }
  }
}

/// What a classifier made of a request, as the policy sees it.
public enum ClassifierOutcome: Hashable, Sendable {
  /// The most probable class and its probability, with every class's probability (0…9) where the
  /// classifier gives them: the board can then sharpen the confidence (`AcceptPolicy.boardConfidence`).
  case prediction(label: Int, confidence: Float, probabilities: [Float] = [])
  /// The ink gave no image.
  case noImage
  case modelUnavailable
  /// The classifier failed on the image.
  case failed
}

/// The policy's verdict.
public enum AcceptDecision: Hashable, Sendable {
  /// Place this digit (1…9), as a value or a note depending on the request's mode.
  case accept(Int)
  case reject(RejectReason)
}

/// The game state a request was made in, compared with the current one when its result comes back.
public struct RecognitionStamp: Hashable, Sendable {
  public var revision: Int
  public var target: Int?
  public var mode: InkEntryMode

  public init(revision: Int, target: Int?, mode: InkEntryMode) {
    self.revision = revision
    self.target = target
    self.mode = mode
  }

  /// The state captured with a finalized ink group.
  public init(request: InkRequest) {
    self.init(revision: request.context.revision, target: request.target, mode: request.context.mode)
  }
}
