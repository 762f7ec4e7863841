/// A position to take elsewhere: the puzzle's givens, the player's entries and the notes of the cells
/// without a digit.
public struct BoardPosition: Equatable, Sendable {
  public let givens: Grid
  /// The player's digits, 0 wherever `givens` has one.
  public let entries: Grid
  /// 81 sets, empty wherever the board shows a digit.
  public let notes: [DigitSet]

  /// Entries on givens and notes in cells that hold a digit are dropped, as a board never shows both.
  public init(givens: Grid, entries: Grid = Grid(), notes: [DigitSet]) {
    precondition(notes.count == 81, "a board has 81 cells")
    var kept = Grid()
    for cell in 0..<81 where givens[cell] == 0 { kept[cell] = entries[cell] }
    self.givens = givens
    self.entries = kept
    self.notes = (0..<81).map { givens[$0] == 0 && kept[$0] == 0 ? notes[$0] : .empty }
  }

  /// What `game`'s board shows now.
  public init(_ game: GameState) {
    self.init(givens: game.givens, entries: game.entries, notes: game.notes)
  }

  /// Givens and entries alike, as other programs' line forms know no difference.
  public var digits: Grid {
    var grid = givens
    for cell in 0..<81 where entries[cell] != 0 { grid[cell] = entries[cell] }
    return grid
  }

  /// The 81-character line form, `.` for an empty cell.
  public var line: String { digits.line }
}
