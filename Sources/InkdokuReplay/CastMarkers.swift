import SudokuKit

/// The moments of a game a cast marks, so that a player can jump to them: each digit placed and each
/// hint asked for.
enum CastMarkers {
  /// Labels for what happened from `before` to `after`: `hint 2` for the game's second hint, `r5c3 7`
  /// for a 7 placed in row 5, column 3 (by key, pencil, hint, undo or redo alike).
  static func between(_ before: GameState, _ after: GameState) -> [String] {
    let hints =
      after.hintsUsed > before.hintsUsed ? (before.hintsUsed + 1...after.hintsUsed).map { "hint \($0)" } : []
    let placed = (0..<81).filter { after.entries[$0] != 0 && after.entries[$0] != before.entries[$0] }
    return hints + placed.map { "\(Board.name($0)) \(after.entries[$0])" }
  }
}
