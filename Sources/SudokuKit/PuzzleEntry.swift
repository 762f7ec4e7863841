/// One puzzle read from a text, with where it was found.
public struct PuzzleEntry: Hashable, Sendable {
  public let grid: Grid
  /// Line form only: the text after the 81 cells, such as a name or a rating.
  public let id: String?
  /// 1-based line where the puzzle starts (its first row for the grid formats).
  public let line: Int

  public init(grid: Grid, id: String?, line: Int) {
    self.grid = grid
    self.id = id
    self.line = line
  }
}
