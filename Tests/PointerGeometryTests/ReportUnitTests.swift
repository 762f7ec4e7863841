import PointerGeometry
import Testing

/// How a 0-based report position becomes a terminal cell and a point in board units, in both report
/// units; positions before the first cell and cell sizes a terminal should never give included.
@Suite struct ReportUnitTests {
  static let cell = CellSize(width: 10, height: 20)

  @Test func aCellReportIsItsCellAndPointsAtItsCentre() {
    #expect(ReportUnit.cell.terminalCell(x: 3, y: 2, cell: Self.cell) == (3, 2))
    #expect(ReportUnit.cell.boardPoint(x: 0, y: 0, cell: Self.cell) == (5, 10))
    #expect(ReportUnit.cell.boardPoint(x: 3, y: 2, cell: Self.cell) == (35, 50))
    #expect(
      ReportUnit.cell.boardPoint(x: 0.5, y: -1, cell: Self.cell) == (10, -10),
      "recorded ink may lie between and beyond cells")
  }

  @Test func aPixelReportStaysAsItIsInTheCellItFallsIn() {
    #expect(ReportUnit.pixel.terminalCell(x: 0, y: 0, cell: Self.cell) == (0, 0))
    #expect(ReportUnit.pixel.terminalCell(x: 9, y: 19, cell: Self.cell) == (0, 0))
    #expect(ReportUnit.pixel.terminalCell(x: 10, y: 20, cell: Self.cell) == (1, 1))
    #expect(ReportUnit.pixel.terminalCell(x: 35, y: 44, cell: Self.cell) == (3, 2))
    #expect(ReportUnit.pixel.boardPoint(x: 7.5, y: 3, cell: Self.cell) == (7.5, 3))
  }

  /// A position before the text area (the replay of an older version's wheel, turned off the board)
  /// is in a cell before the first, in either unit.
  @Test func positionsBeforeTheFirstCellStayBeforeIt() {
    #expect(ReportUnit.cell.terminalCell(x: -1, y: -1, cell: Self.cell) == (-1, -1))
    #expect(ReportUnit.pixel.terminalCell(x: -1, y: -21, cell: Self.cell) == (-1, -2))
  }

  /// A terminal that reports zero pixels, or a size computed from them, must not trap `Int(_:)`: such a
  /// cell counts as one pixel.
  @Test(arguments: [
    CellSize(width: 0, height: 0), CellSize(width: .nan, height: .nan), CellSize(width: -4, height: 0.5),
  ])
  func degenerateCellSizesCountAsOnePixel(_ cell: CellSize) {
    #expect(ReportUnit.pixel.terminalCell(x: 4, y: 6, cell: cell) == (4, 6))
  }

  /// A terminal that hides its pixel size is taken to have cells of the usual 1:2 aspect.
  @Test func theFallbackCellIsNineByEighteen() {
    #expect(CellSize.fallback == CellSize(width: 9, height: 18))
    #expect(ReportUnit.cell.boardPoint(x: 1, y: 0, cell: .fallback) == (13.5, 9))
    #expect(ReportUnit.pixel.terminalCell(x: 18, y: 36, cell: .fallback) == (2, 2))
  }
}
