import InkKit
import Recognition
import SudokuKit

/// The pencil's last leg: recognition requests out, readings in, digits placed only when still valid.
extension App {
  /// A finished ink group: show where it was aimed (the cell under it on the board, the selected cell
  /// from the pad), capture the game as it stands (the mode, the revision and the board as the player
  /// sees it: givens and entries) and ask for a reading.
  static func finalize(_ group: InkGroup, on surface: InkSurface, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    let target: Int? =
      switch group.target {
      case .cell(let cell): cell
      case .selection: state.game.selection
      case nil: nil
      }
    if let target { state.pencil.reduce(.flash(Flash(cell: target, until: now + PencilState.flashSeconds))) }
    let request = RecognitionRequest(
      id: state.pencil.nextRequestID, strokes: group.strokes,
      target: target.map { .cell(BoardContext(board: state.game.board, cell: $0)) } ?? .offBoard,
      mode: state.game.mode, revision: state.game.revision, settings: state.settings.pencil,
      hand: state.readingHand)
    state.pencil.reduce(
      .sent(
        PendingRecognition(
          request: request, surface: surface, overCandidates: state.pencil.isOverCandidates(surface))))
    return [.recognize(request)]
  }

  /// Applies a reading as the accept policy decided it (design §3.7), provided it still applies
  /// (design §3.9); the digit is entered in the captured mode.
  static func recognized(_ reading: Reading, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard let pending = state.pencil.pending[reading.id] else { return [] }
    state.pencil.reduce(.answered(id: reading.id))
    let request = pending.request
    let current = isCurrent(pending, state)
    let decision = stillApplies(reading.decision, to: request, isCurrent: current, state)
    let scratched = current ? scratchedOut(reading, request, state) : nil
    var message: String?
    if scratched != nil {
      message = scratchText
    } else if case .reject(let reason) = decision {
      message = RejectMessage.text(
        reason, label: reading.label, target: request.target.cell, mode: request.mode, board: state.game.board
      )
    }
    state.pencil.reduce(
      .read(LastRecognition(strokes: request.strokes, reading: reading, decision: decision, message: message))
    )
    if let target = scratched {
      say(scratchText, &state, now: now)
      return apply(.select(target), to: &state, now: now) + apply(.erase(cell: target), to: &state, now: now)
    }
    guard case .accept(let digit) = decision, let target = request.target.cell else {
      guard case .reject(let reason) = decision else { return [] }
      if let message { say(message, &state, now: now) }
      let taught = current ? inkRead(reading, request, placed: nil, &state, now: now) : []
      return taught + [.countInk(pending.surface, refused: reason)]
    }
    // What the pencil said of earlier ink (a refusal, a scratch-out) is answered by this digit.
    state.ui.reduce(.pencilAnswered)
    var effects = apply(.select(target), to: &state, now: now)
    let placing = applyTelling(.place(digit: digit, cell: target, mode: request.mode), to: &state, now: now)
    effects += placing.effects
    // The ink stands in its cell: just placed, or the digit already there written over.
    if placing.events.contains(.placed(cell: target, digit: digit))
      || placing.events.contains(.rejected(.sameDigit))
    {
      effects += inkRead(reading, request, placed: digit, &state, now: now)
    }
    return effects + [.countInk(pending.surface, refused: nil)]
  }

  /// The policy's decision, unless the game moved on since the group closed (`stale`) or the digit
  /// is aimed at a given (`given`); a refusal stands as it is.
  private static func stillApplies(
    _ decision: AcceptDecision, to request: RecognitionRequest, isCurrent: Bool, _ state: AppState
  ) -> AcceptDecision {
    guard case .accept = decision else { return decision }
    guard isCurrent else { return .reject(.stale) }
    return request.target.cell.map(state.game.isGiven) == true ? .reject(.given) : decision
  }

  /// Whether the game is still as the request captured it: the same revision and entry mode, and for
  /// ink on the board the same cell under the group's centre on the board (or the candidates view it
  /// was written over) as it is laid out now (a resize keeps the revision but can put another cell
  /// there); ink in the pad was aimed at a cell, not at a place.
  private static func isCurrent(_ pending: PendingRecognition, _ state: AppState) -> Bool {
    let request = pending.request
    guard request.revision == state.game.revision, request.mode == state.game.mode else { return false }
    guard pending.surface == .board else { return true }
    let centre = request.strokes.bounds?.centre
    let surface = state.surface(.board, overCandidates: pending.overCandidates)
    return centre.flatMap { surface.target(atX: $0.x, y: $0.y) }
      == request.target.cell.map { .cell($0) }
  }

  /// What the message line says when a scratch-out erased a cell.
  static let scratchText = "Scratched out: erased (u brings it back)"

  /// The cell a scratch-out erases: the model saw no digit (class 0, where scribbles go), the ink went
  /// back and forth like a crossing-out, and it was aimed, on the board as it still is, at a cell with
  /// the player's own digit or notes. Over an empty cell or a given it is an ordinary reject.
  private static func scratchedOut(_ reading: Reading, _ request: RecognitionRequest, _ state: AppState)
    -> Int?
  {
    guard reading.reason == .zero, let target = request.target.cell, !state.game.isGiven(target),
      state.game.entries[target] != 0 || !state.game.notes[target].isEmpty,
      ScratchOut.isScratch(request.strokes)
    else { return nil }
    return target
  }
}

/// A request sent and not answered yet, with the surface its ink was written on.
public struct PendingRecognition: Equatable, Sendable {
  public var request: RecognitionRequest
  public var surface: InkSurface
  /// The board's ink was written over the candidates view.
  public var overCandidates: Bool
}
