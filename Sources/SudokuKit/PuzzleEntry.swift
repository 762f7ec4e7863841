/// One puzzle read from a text, with where it was found.
public struct PuzzleEntry: Hashable, Sendable {
  public let grid: Grid
  /// Line form only: the text after the 81 cells, such as a name or a rating.
  public let id: String?
  /// 1-based line where the puzzle starts (its first row for the grid formats).
  public let line: Int
  /// Pencil-mark grids only: the notes of each of the 81 cells.
  public let notes: [DigitSet]?
  /// Pencil-mark grids only: the player's digits, apart from the givens in `grid`.
  public let entries: Grid?

  public init(grid: Grid, id: String?, line: Int, notes: [DigitSet]? = nil, entries: Grid? = nil) {
    self.grid = grid
    self.id = id
    self.line = line
    self.notes = notes
    self.entries = entries
  }

  /// The position a pencil-mark grid shares, or nil for a plain puzzle.
  public var position: BoardPosition? {
    guard let notes else { return nil }
    return BoardPosition(givens: grid, entries: entries ?? Grid(), notes: notes)
  }
}
