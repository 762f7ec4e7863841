/// A step of the selection cursor across the board.
public enum Direction: String, Codable, Sendable, CaseIterable {
  case up
  case down
  case left
  case right

  /// The neighbouring cell in this direction. At an edge the cursor wraps to the other end of the same
  /// row or column, so it never gets stuck and any cell is at most 4 steps away along an axis.
  public func step(from cell: Int) -> Int {
    let row = Board.row(cell)
    let column = Board.column(cell)
    switch self {
    case .up: return Board.cell(row: (row + 8) % 9, column: column)
    case .down: return Board.cell(row: (row + 1) % 9, column: column)
    case .left: return Board.cell(row: row, column: (column + 8) % 9)
    case .right: return Board.cell(row: row, column: (column + 1) % 9)
    }
  }
}
