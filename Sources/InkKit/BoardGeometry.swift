import PointerGeometry

/// Where the 9×9 board lies in board units: the hit test shared by clicks and ink.
///
/// Sudoku cell `i` (row by row) covers `[originX + col·w, originX + (col+1)·w)` and the same in y,
/// so the whole board is `9w × 9h` from the origin. Positions are compared half-open: a point on a
/// boundary belongs to the cell right or below it.
public struct BoardGeometry: Hashable, Sendable {
  public var originX: Double
  public var originY: Double
  /// Size of one Sudoku cell, its share of grid line included; tap and far thresholds scale with it.
  public var sudokuCellWidth: Double
  public var sudokuCellHeight: Double
  /// Size of one terminal cell: the spacing of cell-mode reports, which strokes are interpolated below.
  public var terminalCellWidth: Double
  public var terminalCellHeight: Double
  /// What the terminal's reports give: the cell the pen is in, or the pixel (`StrokeBuilder`).
  public var reports: ReportUnit

  public init(
    originX: Double, originY: Double, sudokuCellWidth: Double, sudokuCellHeight: Double,
    terminalCellWidth: Double, terminalCellHeight: Double, reports: ReportUnit
  ) {
    precondition(
      sudokuCellWidth > 0 && sudokuCellHeight > 0 && terminalCellWidth > 0 && terminalCellHeight > 0,
      "cell sizes must be positive")
    self.originX = originX
    self.originY = originY
    self.sudokuCellWidth = sudokuCellWidth
    self.sudokuCellHeight = sudokuCellHeight
    self.terminalCellWidth = terminalCellWidth
    self.terminalCellHeight = terminalCellHeight
    self.reports = reports
  }

  /// The geometry of a board drawn on the terminal grid: its outer line at `boardColumn`/`boardRow`,
  /// then one grid line every `columnsPerCell`/`rowsPerCell` terminal cells (the pitch: a cell's
  /// interior plus one line).
  ///
  /// Cell boundaries run through the middle of the grid lines, so ink that wanders onto a line still
  /// lands in the nearer cell, and a cell-mode report on the outer line still hits the board.
  public init(
    boardColumn: Int, boardRow: Int, columnsPerCell: Int, rowsPerCell: Int,
    terminalCellWidth: Double = CellSize.fallback.width,
    terminalCellHeight: Double = CellSize.fallback.height, reports: ReportUnit = .cell
  ) {
    self.init(
      originX: (Double(boardColumn) + 0.5) * terminalCellWidth,
      originY: (Double(boardRow) + 0.5) * terminalCellHeight,
      sudokuCellWidth: Double(columnsPerCell) * terminalCellWidth,
      sudokuCellHeight: Double(rowsPerCell) * terminalCellHeight,
      terminalCellWidth: terminalCellWidth, terminalCellHeight: terminalCellHeight, reports: reports)
  }

  /// The Sudoku cell (0…80, row by row) under the point, or nil off the board.
  public func cell(atX x: Double, y: Double) -> Int? {
    let column = (x - originX) / sudokuCellWidth
    let row = (y - originY) / sudokuCellHeight
    // Written so NaN fails the test rather than trapping in `Int(_:)`.
    guard column >= 0, column < 9, row >= 0, row < 9 else { return nil }
    return Int(row) * 9 + Int(column)
  }

  /// The centre of Sudoku cell `cell` (0…80).
  public func centre(of cell: Int) -> (x: Double, y: Double) {
    precondition((0..<81).contains(cell), "cell \(cell) is not on the board")
    return (
      originX + (Double(cell % 9) + 0.5) * sudokuCellWidth,
      originY + (Double(cell / 9) + 0.5) * sudokuCellHeight
    )
  }
}
