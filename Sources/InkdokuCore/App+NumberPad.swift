import ScreenLayout
import SudokuKit

/// Play with the mouse alone: the number pad's digits and actions, a click with a digit picked, and the
/// wheel.
extension App {
  /// A digit clicked with the selected cell empty goes there (cell first); with a filled or given cell
  /// selected, or a digit already picked, it is picked instead (digit first: clicks on empty cells then
  /// place it), and clicked again it is put down; after `f` or `m` it answers as the digit key would.
  /// The actions are their keys' commands.
  static func numberPad(_ item: NumberPadItem, _ state: inout AppState, now: Double) -> [AppEffect] {
    let game = state.game
    switch item {
    case .digit(let d):
      if state.play.digitAwaited != nil || !state.play.group.isEmpty {
        return perform(.digit(d), &state, now: now)
      }
      if state.play.chosenDigit == nil && game.digit(at: game.selection) == 0 {
        return apply(.place(digit: d, cell: game.selection, mode: game.mode), to: &state, now: now)
      }
      state.play.reduce(.pick(state.play.chosenDigit == d ? nil : d))
      return []
    case .notes: return apply(.toggleMode, to: &state, now: now)
    case .erase: return apply(.erase(cell: game.selection), to: &state, now: now)
    case .undo: return apply(.undo, to: &state, now: now)
    case .hint: return hint(&state, now: now)
    }
  }

  /// A click on a cell selects it; with a digit picked, an empty cell also gets that digit.
  static func clicked(_ cell: Int, _ state: inout AppState, now: Double) -> [AppEffect] {
    var effects = apply(.select(cell), to: &state, now: now)
    if let d = state.play.chosenDigit, state.game.digit(at: cell) == 0 {
      effects += apply(.place(digit: d, cell: cell, mode: state.game.mode), to: &state, now: now)
      state.play.reduce(.placedPicked)
    }
    return effects
  }
}
