import PointerGeometry
import Testing

/// How a mouse report's position becomes a cell and a point in board units, in both report units and from
/// either pixel origin; positions below the origin and cell sizes a terminal should never give included.
@Suite struct ReportGeometryTests {
  static let cell = CellSize(width: 10, height: 20)

  @Test func cellReportsCountFromOneAndPointAtTheCellCentre() {
    let geometry = ReportGeometry(unit: .cell, cell: Self.cell, pixelOrigin: 1)
    #expect(geometry.locate(x: 1, y: 1) == (0, 0, 5, 10))
    #expect(geometry.locate(x: 4, y: 3) == (3, 2, 35, 50))
  }

  /// The pixel origin is a pixel report's alone: cell reports count from 1 in every terminal.
  @Test func cellReportsIgnoreThePixelOrigin() {
    let fromZero = ReportGeometry(unit: .cell, cell: Self.cell, pixelOrigin: 0)
    #expect(fromZero.locate(x: 1, y: 1) == (0, 0, 5, 10))
    #expect(fromZero.locate(x: 4, y: 3) == (3, 2, 35, 50))
  }

  @Test func pixelReportsFromOneAsXtermCountsThem() {
    let geometry = ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: 1)
    #expect(geometry.locate(x: 1, y: 1) == (0, 0, 0, 0))
    #expect(geometry.locate(x: 10, y: 20) == (0, 0, 9, 19))
    #expect(geometry.locate(x: 11, y: 21) == (1, 1, 10, 20))
    #expect(geometry.locate(x: 36, y: 45) == (3, 2, 35, 44))
  }

  @Test func pixelReportsFromZeroAsKittyCountsThem() {
    let geometry = ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: 0)
    #expect(geometry.locate(x: 0, y: 0) == (0, 0, 0, 0))
    #expect(geometry.locate(x: 9, y: 19) == (0, 0, 9, 19))
    #expect(geometry.locate(x: 10, y: 20) == (1, 1, 10, 20))
  }

  /// A drag that leaves the window is held at its edge, as terminals hold it, rather than dropped.
  @Test func positionsBelowTheOriginAreClampedToIt() {
    #expect(ReportGeometry(unit: .cell, cell: Self.cell).locate(x: 0, y: -5) == (0, 0, 5, 10))
    #expect(ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: 1).locate(x: -3, y: 0) == (0, 0, 0, 0))
    #expect(
      ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: 0).locate(x: -1, y: -1) == (0, 0, 0, 0))
    #expect(
      ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: 0).locate(x: -1, y: 25) == (0, 1, 0, 25))
  }

  /// A terminal that reports zero pixels, or a size computed from them, must not trap `Int(_:)`: such a
  /// cell counts as one pixel.
  @Test(arguments: [
    CellSize(width: 0, height: 0), CellSize(width: .nan, height: .nan), CellSize(width: -4, height: 0.5),
  ])
  func degenerateCellSizesCountAsOnePixel(_ cell: CellSize) {
    #expect(ReportGeometry(unit: .pixel, cell: cell, pixelOrigin: 1).locate(x: 5, y: 7) == (4, 6, 4, 6))
    #expect(ReportGeometry(unit: .cell, cell: cell).locate(x: 3, y: 2) == (2, 1, 2.5, 1.5))
  }

  @Test func boardPointTakesZeroBasedPositions() {
    let cells = ReportGeometry(unit: .cell, cell: Self.cell, pixelOrigin: 1)
    #expect(cells.boardPoint(x: 0, y: 0) == (5, 10))
    #expect(cells.boardPoint(x: 2, y: 3) == (25, 70))
    #expect(cells.boardPoint(x: 0.5, y: -1) == (10, -10), "recorded ink may lie between and beyond cells")
    for origin in [0, 1] {
      let pixels = ReportGeometry(unit: .pixel, cell: Self.cell, pixelOrigin: origin)
      #expect(pixels.boardPoint(x: 7.5, y: 3) == (7.5, 3), "origin \(origin)")
    }
  }

  /// A terminal that hides its pixel size is taken to have cells of the usual 1:2 aspect, and so is a
  /// geometry made without one.
  @Test func theFallbackCellIsNineByEighteen() {
    #expect(CellSize.fallback == CellSize(width: 9, height: 18))
    #expect(ReportGeometry().locate(x: 2, y: 1) == (1, 0, 13.5, 9))
    #expect(ReportGeometry(unit: .pixel).locate(x: 19, y: 37) == (2, 2, 18, 36))
  }
}
