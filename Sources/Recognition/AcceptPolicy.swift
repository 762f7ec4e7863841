/// The accept policy (design §3.7): a digit is placed only when the model is sure of a 1…9 that agrees
/// with the board; anything else is a reject with a reason, which never counts as a mistake.
public enum AcceptPolicy {
  /// The reading of `request`, given what the classifier made of its image: its prediction, or the
  /// reason it has none (`emptyInk`, `modelUnavailable`, `inferenceError`). The checks run in this
  /// order: off the board, no prediction, label outside 0…9, label 0, confidence below the threshold of
  /// the request's mode (with a board, the confidence among the digits it leaves possible:
  /// `boardConfidence`), and the conflict gate. A reject keeps the model's best guess when it ran.
  public static func decide(_ classified: Result<Prediction, RejectReason>, for request: RecognitionRequest)
    -> Reading
  {
    let prediction = try? classified.get()
    func reject(_ reason: RejectReason) -> Reading {
      .rejected(id: request.id, reason, label: prediction?.label, confidence: prediction?.confidence)
    }
    if request.target == .offBoard { return reject(.outsideBoard) }
    let predicted: Prediction
    switch classified {
    case .success(let value): predicted = value
    case .failure(let reason): return reject(reason)
    }
    let label = predicted.label
    let confidence = predicted.confidence
    guard (0...9).contains(label) else { return reject(.outOfRange) }
    guard label != 0 else { return reject(.zero) }
    let board = request.target.board
    let clashes = board?.conflict(for: label) != nil
    let sure =
      clashes || !request.settings.boardConfidence
      ? confidence : boardConfidence(label, confidence, probabilities: predicted.probabilities, board: board)
    // Compared as Float, the confidence's own precision, so that a confidence printed as 0.7 passes
    // a 0.7 threshold; written so that a NaN confidence is refused too.
    guard sure >= Float(request.threshold) else { return reject(.lowConfidence) }
    if clashes && !passesConflictGate(confidence, threshold: request.settings.conflictThreshold) {
      return reject(.conflict)
    }
    return .accepted(
      id: request.id, label: label, confidence: confidence, top3: predicted.top(3),
      boardConfidence: sure > confidence ? sure : nil)
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
}
