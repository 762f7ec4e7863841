/// One puzzle read from a text, with where it was found.
public struct PuzzleEntry: Hashable, Sendable {
  public let grid: Grid
  /// Line form only: the text after the 81 cells, such as a name or a rating.
  public let id: String?
  /// 1-based line where the puzzle starts (its first row for the grid formats).
  public let line: Int
  /// Pencil-mark grids only: the notes of each of the 81 cells.
  public let notes: [DigitSet]?

  public init(grid: Grid, id: String?, line: Int, notes: [DigitSet]? = nil) {
    self.grid = grid
    self.id = id
    self.line = line
    self.notes = notes
  }
}
