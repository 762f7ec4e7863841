import InkKit
import Testing

@Suite struct BoardGeometryTests {
  // Outer line at column 2, row 1; 6 × 3 terminal cells per Sudoku cell of 9 × 18 pixels.
  let board = BoardGeometry.standard

  @Test func terminalLayoutBecomesBoardUnits() {
    #expect(board.originX == 22.5)
    #expect(board.originY == 27)
    #expect(board.sudokuCellWidth == 54)
    #expect(board.sudokuCellHeight == 54)
    #expect((board.terminalCellWidth, board.terminalCellHeight) == (9, 18))
  }

  @Test func everyCellCentreHitsItsCell() {
    for cell in 0..<81 {
      let centre = board.centre(of: cell)
      #expect(board.cell(atX: centre.x, y: centre.y) == cell)
    }
  }

  @Test func cellReportsOnGridLinesLandOnTheBoard() {
    // Cell-mode reports are terminal cell centres; (column + 0.5) × 9, (row + 0.5) × 18.
    func report(_ column: Int, _ row: Int) -> Int? {
      board.cell(atX: (Double(column) + 0.5) * 9, y: (Double(row) + 0.5) * 18)
    }
    #expect(report(2, 1) == 0)  // the top-left corner of the outer line
    #expect(report(3, 2) == 0)  // the first interior cell
    #expect(report(8, 2) == 1)  // the line between cells 0 and 1
    #expect(report(2 + 54 - 1, 1 + 27 - 1) == 80)  // the last interior cell
    #expect(report(2 + 54, 5) == nil)  // the right outer line belongs to no cell
    #expect(report(1, 5) == nil)
    #expect(report(10, 0) == nil)
    #expect(report(10, 1 + 27) == nil)
  }

  @Test func notANumberIsOffTheBoard() {
    #expect(board.cell(atX: .nan, y: 100) == nil)
    #expect(board.cell(atX: 100, y: .infinity) == nil)
  }
}
