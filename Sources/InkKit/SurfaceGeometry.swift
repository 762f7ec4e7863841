import PointerGeometry

/// A surface the pencil writes on, in board units: where it lies, what its ink is aimed at, and the
/// terminal cell its reports are spaced by. The board has 81 targets, its cells; the writing pad has one,
/// the selected cell. Clicks and ink hit-test the same way, through `target(atX:y:)`.
///
/// The board's cell `i` (row by row) covers `[originX + col·w, originX + (col+1)·w)` and the same in y,
/// so the whole board is `9w × 9h` from the origin; the pad is one such area. Positions are compared
/// half-open: a point on a boundary belongs to the cell right or below it.
public struct SurfaceGeometry: Hashable, Sendable {
  public var kind: InkSurface
  public var originX: Double
  public var originY: Double
  /// Size of one target (a Sudoku cell, its share of grid line included; the pad's writing area): tap
  /// and far thresholds scale with it.
  public var targetWidth: Double
  public var targetHeight: Double
  /// Size of one terminal cell: the spacing of cell-mode reports (`StrokeBuilder`).
  public var terminalCell: CellSize

  public init(
    kind: InkSurface, originX: Double, originY: Double, targetWidth: Double, targetHeight: Double,
    terminalCell: CellSize
  ) {
    precondition(
      targetWidth > 0 && targetHeight > 0 && terminalCell.width > 0 && terminalCell.height > 0,
      "sizes must be positive")
    self.kind = kind
    self.originX = originX
    self.originY = originY
    self.targetWidth = targetWidth
    self.targetHeight = targetHeight
    self.terminalCell = terminalCell
  }

  /// A board drawn on the terminal grid: its outer line at `column`/`row`, then one grid line every
  /// `columnsPerCell`/`rowsPerCell` terminal cells (the pitch: a cell's interior plus one line). A pitch
  /// may be a fraction where a box's cells share its lines (the candidates view: three cells of two
  /// rows and a box line, 7/3 rows a cell), as long as every line's middle is on a cell boundary.
  ///
  /// Cell boundaries run through the middle of the grid lines, so ink that wanders onto a line, or a
  /// click on one, lands in the cell after it (right or below), and a cell-mode report on the top or
  /// left outer line still hits the board; the right and bottom ones belong to no cell.
  public static func board(
    column: Int, row: Int, columnsPerCell: Double, rowsPerCell: Double, cell: CellSize = .fallback
  ) -> SurfaceGeometry {
    // A fractional pitch is no binary fraction: a line's middle, exactly on a boundary, would round to
    // either side of it. Boundaries a hair before the middles keep every line with the cell after it.
    let hair = { (pitch: Double) in pitch == pitch.rounded() ? 0 : 1e-9 }
    return SurfaceGeometry(
      kind: .board, originX: (Double(column) + 0.5 - hair(columnsPerCell)) * cell.width,
      originY: (Double(row) + 0.5 - hair(rowsPerCell)) * cell.height,
      targetWidth: columnsPerCell * cell.width, targetHeight: rowsPerCell * cell.height, terminalCell: cell)
  }

  /// The writing pad's area: `columns` × `rows` terminal cells from `column`, `row`, all of it one target.
  public static func pad(
    column: Int, row: Int, columns: Int, rows: Int, cell: CellSize = .fallback
  ) -> SurfaceGeometry {
    SurfaceGeometry(
      kind: .pad, originX: Double(column) * cell.width, originY: Double(row) * cell.height,
      targetWidth: Double(columns) * cell.width, targetHeight: Double(rows) * cell.height,
      terminalCell: cell)
  }

  /// What a point aims at: the board's cell under it, the pad's selected cell inside it; nil off the
  /// surface.
  public func target(atX x: Double, y: Double) -> SurfaceTarget? {
    let column = (x - originX) / targetWidth
    let row = (y - originY) / targetHeight
    let count = kind == .board ? 9.0 : 1.0
    // Written so NaN fails the test rather than trapping in `Int(_:)`.
    guard column >= 0, column < count, row >= 0, row < count else { return nil }
    return kind == .board ? .cell(Int(row) * 9 + Int(column)) : .selection
  }

  /// What a finished group centred at the point is aimed at: on the board the cell under its centre
  /// (nil off the board); in the pad the selection, wherever the strokes begun in it wandered.
  public func aim(ofGroupCentredAtX x: Double, y: Double) -> SurfaceTarget? {
    kind == .pad ? .selection : target(atX: x, y: y)
  }

  /// The centre of target `cell` (0…80 on the board; the pad has only 0).
  public func centre(of cell: Int) -> (x: Double, y: Double) {
    precondition((0..<(kind == .board ? 81 : 1)).contains(cell), "cell \(cell) is not on the surface")
    return (
      originX + (Double(cell % 9) + 0.5) * targetWidth,
      originY + (Double(cell / 9) + 0.5) * targetHeight
    )
  }
}

/// What ink or a click aims at: a cell of the board, or whichever cell is selected (the pad).
public enum SurfaceTarget: Hashable, Sendable {
  case cell(Int)
  case selection
}
