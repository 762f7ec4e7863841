import InkKit
import PointerGeometry
import Testing

@Suite struct ReportedInkTests {
  @Test func cellReportsBecomeCellCentresInPixels() {
    let ink = ReportedInk(reportUnit: .cell, cellWidth: 10, cellHeight: 20, strokes: [])
    #expect(ink.boardPoint(InkPoint(x: 0, y: 0, t: 0.5)) == InkPoint(x: 5, y: 10, t: 0.5))
    #expect(ink.boardPoint(InkPoint(x: 3, y: 2, t: 1)) == InkPoint(x: 35, y: 50, t: 1))
  }

  @Test func pixelReportsStayAsTheyAre() {
    let ink = ReportedInk(reportUnit: .pixel, cellWidth: 10, cellHeight: 20, strokes: [])
    #expect(ink.boardPoint(InkPoint(x: 3, y: 2, t: 1)) == InkPoint(x: 3, y: 2, t: 1))
  }

  /// The same strokes as the live session builds from the same reports.
  @Test func strokesAreJoinedAsInTheGame() throws {
    let trace = PenDigit.labelled(7).traces(height: 40, centreX: 100, centreY: 80, start: 0, pause: 0.2)
    for reporting in ReportUnit.allCases {
      let geometry = SurfaceGeometry.standard
      let reports = trace.map { geometry.reports($0, in: reporting) }
      let reported = reports.map { stroke in
        stroke.map { point in
          reporting == .pixel
            ? point
            : InkPoint(
              x: point.x / geometry.terminalCell.width - 0.5, y: point.y / geometry.terminalCell.height - 0.5,
              t: point.t)
        }
      }
      let ink = ReportedInk(
        reportUnit: reporting, cellWidth: geometry.terminalCell.width,
        cellHeight: geometry.terminalCell.height, strokes: reported)
      #expect(ink.boardStrokes() == reports.map { geometry.stroke($0, in: reporting) })
    }
  }

  @Test func strokesWithoutReportsAreSkipped() {
    let ink = ReportedInk(
      reportUnit: .cell, cellWidth: 9, cellHeight: 18, strokes: [[], [InkPoint(x: 1, y: 1, t: 0)], []])
    #expect(ink.boardStrokes()?.map(\.points) == [[InkPoint(x: 13.5, y: 27, t: 0)]])
  }

  @Test func interpolationIsBounded() {
    // Each jump is 20000 cells: the builder stops at 4096 points per segment, to the crossing into
    // the far cell; its centre follows, and after each turn back the centre the pen turned in.
    let far = (0..<30).map { InkPoint(x: Double($0 % 2) * 20_000, y: 0, t: Double($0)) }
    let ink = ReportedInk(reportUnit: .cell, cellWidth: 9, cellHeight: 18, strokes: [far])
    #expect(ink.boardStrokes(pointLimit: 100_000) == nil)
    #expect(ink.boardStrokes()?.first?.points.count == 29 * 4097 + 1)
  }
}
