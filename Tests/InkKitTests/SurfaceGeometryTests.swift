import InkKit
import PointerGeometry
import Testing

@Suite struct SurfaceGeometryTests {
  // Outer line at column 2, row 1; 6 × 3 terminal cells per Sudoku cell of 9 × 18 pixels.
  let board = SurfaceGeometry.standard

  @Test func terminalLayoutBecomesBoardUnits() {
    #expect(board.originX == 22.5)
    #expect(board.originY == 27)
    #expect(board.targetWidth == 54)
    #expect(board.targetHeight == 54)
    #expect(board.terminalCell == CellSize(width: 9, height: 18))
  }

  @Test func everyCellCentreHitsItsCell() {
    for cell in 0..<81 {
      let centre = board.centre(of: cell)
      #expect(board.target(atX: centre.x, y: centre.y) == .cell(cell))
    }
  }

  @Test func cellReportsOnGridLinesLandOnTheBoard() {
    // Cell-mode reports are terminal cell centres; (column + 0.5) × 9, (row + 0.5) × 18.
    func report(_ column: Int, _ row: Int) -> SurfaceTarget? {
      board.target(atX: (Double(column) + 0.5) * 9, y: (Double(row) + 0.5) * 18)
    }
    #expect(report(2, 1) == .cell(0))  // the top-left corner of the outer line
    #expect(report(3, 2) == .cell(0))  // the first interior cell
    #expect(report(8, 2) == .cell(1))  // the line between cells 0 and 1
    #expect(report(2 + 54 - 1, 1 + 27 - 1) == .cell(80))  // the last interior cell
    #expect(report(2 + 54, 5) == nil)  // the right outer line belongs to no cell
    #expect(report(1, 5) == nil)
    #expect(report(10, 0) == nil)
    #expect(report(10, 1 + 27) == nil)
  }

  @Test func notANumberIsOffTheBoard() {
    #expect(board.target(atX: .nan, y: 100) == nil)
    #expect(board.target(atX: 100, y: .infinity) == nil)
  }

  /// The pad is one target, the selected cell, over its whole area and nowhere else: there is no
  /// board of cells beyond it.
  @Test func thePadIsOneTarget() {
    let pad = SurfaceGeometry.pad(column: 60, row: 4, columns: 28, rows: 14)
    #expect((pad.originX, pad.originY, pad.targetWidth, pad.targetHeight) == (540, 72, 252, 252))
    #expect(pad.target(atX: 540, y: 72) == .selection)
    #expect(pad.target(atX: 791.9, y: 323.9) == .selection)
    #expect(pad.target(atX: 792, y: 100) == nil, "right of the pad")
    #expect(pad.target(atX: 600, y: 324) == nil, "under the pad")
    #expect(pad.target(atX: 539.9, y: 100) == nil)
    #expect(pad.centre(of: 0) == (666, 198))
  }
}
