/// The edits of a game whose candidates are live (see `GameState.liveCandidates`). Each one sets the
/// acting cell's digit and eliminations, and every cell's notes follow, in one undo step.
extension Game {
  /// Placing fills the cell (its eliminations kept for when it is erased) and its peers lose the digit.
  static func livePlace(_ state: inout GameState, digit: Int, cell: Int) -> UndoStep {
    liveEdit(&state, cell: cell, entry: digit, eliminated: state.eliminated[cell])
  }

  /// Erasing a digit brings its candidates back, here and in its peers, except the eliminated ones;
  /// erasing notes strikes every note the cell shows.
  static func liveErase(_ state: inout GameState, cell: Int) -> [GameEvent] {
    if state.entries[cell] == 0 && state.notes[cell].isEmpty { return [.rejected(.nothingToErase)] }
    let struck = state.entries[cell] == 0 ? state.notes[cell] : .empty
    liveEdit(&state, cell: cell, entry: 0, eliminated: state.eliminated[cell].union(struck))
    return [.erased(cell: cell)]
  }

  /// A note toggled off is struck; toggled on, it is a candidate again. A digit the board rules out
  /// cannot be noted.
  static func liveToggleNote(_ state: inout GameState, digit: Int, cell: Int) -> [GameEvent] {
    let on = !state.notes[cell].contains(digit)
    var eliminated = state.eliminated[cell]
    if on {
      guard !state.peersShow(digit, around: cell) else { return [.rejected(.notACandidate)] }
      eliminated.remove(digit)
    } else {
      eliminated.insert(digit)
    }
    liveEdit(&state, cell: cell, entry: 0, eliminated: eliminated)
    return [.noteToggled(cell: cell, digit: digit, on: on)]
  }

  /// Every struck digit comes back: each empty cell shows all its candidates.
  static func liveFill(_ state: inout GameState) -> [GameEvent] {
    let candidates = Candidates(grid: state.board)
    let targets = (0..<81).filter { state.digit(at: $0) == 0 && !state.eliminated[$0].isEmpty }
      .map { (cell: $0, content: CellContent(entry: 0, notes: candidates[$0])) }
    guard !targets.isEmpty else { return [.rejected(.nothingToFill)] }
    commit(&state, targets)
    return [.candidatesFilled(cells: targets.map(\.cell))]
  }

  /// Gives `cell` its digit and eliminations, and every cell the notes the board then leaves it.
  @discardableResult
  private static func liveEdit(_ state: inout GameState, cell: Int, entry: Int, eliminated: DigitSet)
    -> UndoStep
  {
    var board = state.board
    board[cell] = entry
    var eliminations = state.eliminated
    eliminations[cell] = eliminated
    let notes = GameState.liveNotes(board: board, eliminated: eliminations)
    var targets = [
      (cell: cell, content: CellContent(entry: entry, notes: notes[cell], eliminated: eliminated))
    ]
    for other in 0..<81 where other != cell && notes[other] != state.notes[other] {
      targets.append(
        (
          other,
          CellContent(entry: state.entries[other], notes: notes[other], eliminated: state.eliminated[other])
        ))
    }
    return commit(&state, targets)
  }
}
