import SudokuKit

/// Several cells at once (Good Sudoku's multi-select): `g` or a click with Alt or Ctrl groups a cell
/// (again: lets it go), and while a group stands a digit, by key or on the number pad, toggles its note
/// in every grouped cell, and `c` colours them all, each one undo step; Esc lets the group go.
extension App {
  static func group(_ cell: Int, _ state: inout AppState, now: Double) -> [AppEffect] {
    state.play.reduce(.group(cell))
    return apply(.select(cell), to: &state, now: now)
  }

  /// What a command does to the group, or nil where it does what it does without one.
  static func grouped(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect]? {
    let cells = state.play.group.sorted()
    guard !cells.isEmpty else {
      return command == .group ? group(state.game.selection, &state, now: now) : nil
    }
    switch command {
    case .group: return group(state.game.selection, &state, now: now)
    case .digit(let d): return apply(.toggleNotes(digit: d, cells: cells), to: &state, now: now)
    case .colourCell:
      let colour = CellColours.next(after: state.game.colours[cells[0]].cell)
      return apply(.colourCells(cells: cells, colour: colour), to: &state, now: now)
    case .close:
      state.play.reduce(.ungroup)
      return []
    default: return nil
    }
  }
}
