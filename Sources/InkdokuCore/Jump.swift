import SudokuKit

/// Where a jump key takes the selection.
public enum Jump: Equatable, Sendable {
  case nextEmpty, previousEmpty, rowStart, rowEnd

  /// The cell to select from `game`'s selection; the selection itself when no cell qualifies (a full
  /// board has no empty cell to jump to).
  func target(in game: GameState) -> Int {
    let from = game.selection
    switch self {
    case .rowStart: return from / 9 * 9
    case .rowEnd: return from / 9 * 9 + 8
    case .nextEmpty, .previousEmpty:
      let step = self == .nextEmpty ? 1 : 80
      var cell = from
      for _ in 0..<80 {
        cell = (cell + step) % 81
        if game.digit(at: cell) == 0 { return cell }
      }
      return from
    }
  }
}
