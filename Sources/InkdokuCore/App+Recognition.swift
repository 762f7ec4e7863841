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

  /// Applies a recognizer answer if the game still matches the request (design §3.9), with the
  /// threshold and the conflict gate already applied for the captured mode and board, and the digit
  /// placed in that mode.
  static func recognized(_ outcome: RecognitionOutcome, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard let request = state.pendingRequests.removeValue(forKey: outcome.id) else { return [] }
    let decision = decide(outcome, for: request, state)
    var message: String?
    if case .reject(let reason) = decision {
      message = RejectMessage.text(
        reason, label: outcome.label, target: request.target, mode: request.context.mode,
        board: state.game.board)
    }
    state.lastRecognition = LastRecognition(
      strokes: request.strokes, outcome: outcome, decision: decision, message: message)
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

  /// The recognizer's own verdict first; then the game's: a stale answer, or a digit aimed at a given.
  private static func decide(_ outcome: RecognitionOutcome, for request: InkRequest, _ state: AppState)
    -> AcceptDecision
  {
    if let reason = outcome.reason { return .reject(reason) }
    guard let label = outcome.label else { return .reject(.inferenceError) }
    let current = RecognitionStamp(
      revision: state.game.revision, target: currentTarget(of: request, state),
      mode: AppState.inkContext(state.game).mode)
    guard RecognitionStamp(request: request) == current else { return .reject(.stale) }
    if let target = request.target, state.game.isGiven(target) { return .reject(.given) }
    return .accept(label)
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
