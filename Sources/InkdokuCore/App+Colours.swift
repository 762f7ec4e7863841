import SudokuKit

/// Colour marks by hand on the selected cell: each press steps a mark to the next colour, after the
/// last to none, so two colours (a chain's two sides) are one and two presses away.
extension App {
  static func colourCell(_ state: inout AppState, now: Double) -> [AppEffect] {
    let cell = state.game.selection
    let colour = CellColours.next(after: state.game.colours[cell].cell)
    return apply(.colourCell(cell: cell, colour: colour), to: &state, now: now)
  }

  static func colourNote(_ digit: Int, _ state: inout AppState, now: Double) -> [AppEffect] {
    let cell = state.game.selection
    let colour = CellColours.next(after: state.game.colours[cell].note(digit))
    return apply(.colourNote(digit: digit, cell: cell, colour: colour), to: &state, now: now)
  }
}
