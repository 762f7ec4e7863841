import DigitRecognizer
import InkKit
import SudokuKit

/// The pencil's last leg: recognition requests out, answers in, digits placed only when still valid.
extension App {
  /// A finished ink group: remember it, show where it was aimed, and ask for recognition with the board
  /// as the player sees it now (givens and entries) around its target.
  static func finalize(_ request: InkRequest, _ state: inout AppState, now: Double) -> [AppEffect] {
    if let target = request.target { state.flash = Flash(cell: target, until: now + flashSeconds) }
    state.pendingRequests[request.id] = request
    let board = request.target.map { BoardContext(board: state.game.board, cell: $0) }
    return [
      .recognize(request, RecognitionContext(request: request, settings: state.ink.settings, board: board))
    ]
  }

  /// Applies a recognizer answer as the accept policy rules (design §3.7, §3.9): the threshold and the
  /// conflict gate were applied for the captured mode and board, the stale and given checks are made
  /// now; the digit is placed in the captured mode.
  static func recognized(_ outcome: RecognitionOutcome, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard let request = state.pendingRequests.removeValue(forKey: outcome.id) else { return [] }
    let decision = decide(outcome, for: request, state)
    let scratched = scratchedOut(outcome, request, state)
    var message: String?
    if scratched != nil {
      message = scratchText
    } else if case .reject(let reason) = decision {
      message = RejectMessage.text(
        reason, label: outcome.label, target: request.target, mode: request.context.mode,
        board: state.game.board)
    }
    state.lastRecognition = LastRecognition(
      strokes: request.strokes, outcome: outcome, decision: decision, message: message)
    if let target = scratched {
      say(scratchText, &state, now: now)
      return apply(.select(target), to: &state, now: now) + apply(.erase(cell: target), to: &state, now: now)
    }
    guard case .accept(let digit) = decision, let target = request.target else {
      guard case .reject(let reason) = decision else { return [] }
      if let message { say(message, &state, now: now) }
      return [.countReject(reason)]
    }
    let mode: EntryMode = request.context.mode == .notes ? .notes : .normal
    var effects = apply(.select(target), to: &state, now: now)
    effects += apply(.place(digit: digit, cell: target, mode: mode), to: &state, now: now)
    return effects
  }

  /// The accept policy's verdict on the answer, against the game as it is now.
  private static func decide(_ outcome: RecognitionOutcome, for request: InkRequest, _ state: AppState)
    -> AcceptDecision
  {
    AcceptPolicy.admit(
      outcome.result, requested: RecognitionStamp(request: request),
      current: currentStamp(of: request, state),
      targetIsGiven: request.target.map(state.game.isGiven) ?? false)
  }

  /// What the message line says when a scratch-out erased a cell.
  static let scratchText = "Scratched out: erased (u brings it back)"

  /// The cell a scratch-out erases: the model saw no digit (class 0, where scribbles go), the ink went
  /// back and forth like a crossing-out, and it was aimed, on the board as it still is, at a cell with
  /// the player's own digit or notes. Over an empty cell or a given it is an ordinary reject.
  private static func scratchedOut(_ outcome: RecognitionOutcome, _ request: InkRequest, _ state: AppState)
    -> Int?
  {
    guard outcome.reason == .zero, let target = request.target, !state.game.isGiven(target),
      state.game.entries[target] != 0 || !state.game.notes[target].isEmpty,
      RecognitionStamp(request: request) == currentStamp(of: request, state),
      ScratchOut.isScratch(request.strokes)
    else { return nil }
    return target
  }

  /// The revision, target cell and mode a request would capture now.
  private static func currentStamp(of request: InkRequest, _ state: AppState) -> RecognitionStamp {
    RecognitionStamp(
      revision: state.game.revision, target: currentTarget(of: request, state),
      mode: AppState.inkContext(state.game).mode)
  }

  /// The cell under the group's centre on the board as it is laid out now: a resize since the
  /// request may have put another cell there.
  private static func currentTarget(of request: InkRequest, _ state: AppState) -> Int? {
    guard let bounds = request.strokes.bounds else { return nil }
    return state.ink.geometry.cell(atX: bounds.centre.x, y: bounds.centre.y)
  }
}

/// The last ink group the model looked at, for the `w` screen.
public struct LastRecognition: Equatable, Sendable {
  public var strokes: [Stroke]
  public var outcome: RecognitionOutcome
  public var decision: AcceptDecision
  /// What the message line said of a reject, so that the `w` screen says the same.
  public var message: String?
}
