import InkKit
import PointerGeometry
import Testing

@Suite struct StrokeBuilderTests {
  @Test func aJumpOverSkippedCellsIsJoinedWithInterpolatedTimes() {
    // Cell-mode reports 10 terminal cells apart, as xterm sends on a fast move.
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 2), cell: .fallback)
    builder.add(InkPoint(x: 94.5, y: 9, t: 2.1), reportUnit: .pixel)
    #expect(builder.points.count == 21)
    for (index, point) in builder.points.enumerated() {
      #expect(abs(point.x - (4.5 + 4.5 * Double(index))) < 1e-9)
      #expect(point.y == 9)
      #expect(abs(point.t - (2 + 0.005 * Double(index))) < 1e-9)
    }
  }

  @Test func eachAxisKeepsItsOwnStep() {
    var builder = StrokeBuilder(start: InkPoint(x: 0, y: 0, t: 0), cell: .fallback)
    // 2 steps across, 6 down: the larger count wins.
    builder.add(InkPoint(x: 9, y: 54, t: 0.6), reportUnit: .pixel)
    #expect(builder.points.count == 7)
    for pair in zip(builder.points, builder.points.dropFirst()) {
      #expect(abs(pair.1.x - pair.0.x) <= 4.5 + 1e-9)
      #expect(abs(pair.1.y - pair.0.y) <= 9 + 1e-9)
      #expect(pair.1.t > pair.0.t)
    }
  }

  @Test func neighbouringReportsAreNotPadded() {
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 0), cell: .fallback)
    builder.add(InkPoint(x: 9, y: 18, t: 0.03), reportUnit: .pixel)
    #expect(builder.points == [InkPoint(x: 4.5, y: 9, t: 0), InkPoint(x: 9, y: 18, t: 0.03)])
  }

  @Test func pointsClampedAtTheWindowEdgeAreKept() {
    // A drag leaving the window keeps reporting the edge cell; the release comes there too.
    let edge = [
      InkPoint(x: 4.5, y: 9, t: 0.1), InkPoint(x: 4.5, y: 9, t: 0.2), InkPoint(x: 4.5, y: 9, t: 0.4),
    ]
    var builder = StrokeBuilder(start: InkPoint(x: 13.5, y: 9, t: 0), cell: .fallback)
    for point in edge { builder.add(point, reportUnit: .pixel) }
    #expect(builder.points == [InkPoint(x: 13.5, y: 9, t: 0), InkPoint(x: 9, y: 9, t: 0.05)] + edge)
    #expect(builder.stroke.duration == 0.4)
    #expect(builder.stroke.bounds == InkRect(minX: 4.5, minY: 9, maxX: 13.5, maxY: 9))
  }

  @Test func aStrokeKnowsItsBoxCentreAndTimes() {
    let stroke = Stroke(points: [
      InkPoint(x: 10, y: 20, t: 1), InkPoint(x: 13, y: 24, t: 1.25), InkPoint(x: 7, y: 22, t: 1.5),
    ])!
    #expect(stroke.bounds == InkRect(minX: 7, minY: 20, maxX: 13, maxY: 24))
    #expect(stroke.centre == (10, 22))
    #expect(stroke.diagonal == (36.0 + 16).squareRoot())
    #expect((stroke.startTime, stroke.endTime, stroke.duration) == (1, 1.5, 0.5))
    #expect(Stroke(points: []) == nil)
  }

  /// Cell-mode reports at the centres of 9 × 18 cells, each given as (column, row) at time `t`.
  private func cells(_ reports: [(Int, Int)], step: Double = 0.01) -> StrokeBuilder {
    let points = reports.enumerated().map { index, cell in
      InkPoint(x: (Double(cell.0) + 0.5) * 9, y: (Double(cell.1) + 0.5) * 18, t: Double(index) * step)
    }
    var builder = StrokeBuilder(start: points[0], cell: .fallback)
    for point in points.dropFirst() { builder.add(point, reportUnit: .cell) }
    return builder
  }

  @Test func cellReportsRunThroughTheEdgesCrossed() {
    // A diagonal written cell by cell: a staircase through the centres, a line through the crossings.
    let builder = cells([(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)])
    #expect(
      builder.points == [
        InkPoint(x: 4.5, y: 9, t: 0), InkPoint(x: 9, y: 9, t: 0.01), InkPoint(x: 13.5, y: 18, t: 0.02),
        InkPoint(x: 18, y: 27, t: 0.03), InkPoint(x: 22.5, y: 36, t: 0.04), InkPoint(x: 22.5, y: 45, t: 0.04),
      ])
    #expect(builder.stroke.bounds == InkRect(minX: 4.5, minY: 9, maxX: 22.5, maxY: 45))
  }

  @Test func aCellLeftByTheSideItWasEnteredKeepsItsCentre() {
    // Down two cells and back up: without the turn's centre the stroke would stop short of the
    // lowest cell the pen was in.
    let builder = cells([(0, 0), (0, 1), (0, 2), (0, 1)])
    // Crossings at 18 and 36, the turn at 45, a point interpolated between edges a cell apart.
    #expect(builder.points.map(\.y) == [9, 18, 27, 36, 45, 36, 27])
    #expect(builder.stroke.bounds.maxY == 45)
    // Times stay in order: the turn is halfway between entering and leaving.
    #expect(builder.points.map(\.t) == [0, 0.01, 0.015, 0.02, 0.025, 0.03, 0.03])
  }

  @Test func aCornerCutIsNotATurn() {
    // Right, then down: the pen left the middle cell by another side, so no centre is needed there.
    let builder = cells([(0, 0), (1, 0), (1, 1)])
    #expect(builder.points.map { [$0.x, $0.y] } == [[4.5, 9], [9, 9], [13.5, 18], [13.5, 27]])
  }

  @Test func theCellThePenIsInEndsTheStrokeUntilItLeaves() {
    // Live ink: each report's centre closes the stroke so far, and is replaced by the crossing
    // once the pen moves on; a repeated report (the release) stays.
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 0), cell: .fallback)
    builder.add(InkPoint(x: 13.5, y: 9, t: 0.1), reportUnit: .cell)
    #expect(builder.points.map(\.x) == [4.5, 9, 13.5])
    builder.add(InkPoint(x: 22.5, y: 9, t: 0.2), reportUnit: .cell)
    #expect(builder.points.map(\.x) == [4.5, 9, 13.5, 18, 22.5])
    builder.add(InkPoint(x: 22.5, y: 9, t: 0.3), reportUnit: .cell)
    #expect(builder.points.map(\.x) == [4.5, 9, 13.5, 18, 22.5, 22.5])
    #expect(builder.stroke.duration == 0.3)
  }

  /// The unit comes with each report: a pixel after cell reports keeps the centre it follows, which no
  /// later report replaces.
  @Test func aPixelSettlesTheCellBeforeIt() {
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 0), cell: .fallback)
    builder.add(InkPoint(x: 13.5, y: 9, t: 0.1), reportUnit: .cell)
    builder.add(InkPoint(x: 16, y: 9, t: 0.2), reportUnit: .pixel)
    builder.add(InkPoint(x: 22.5, y: 9, t: 0.3), reportUnit: .cell)
    #expect(builder.points.map(\.x) == [4.5, 9, 13.5, 16, 19.25, 22.5])
    #expect(builder.stroke.bounds == InkRect(minX: 4.5, minY: 9, maxX: 22.5, maxY: 9))
  }

  @Test func aSkipEntersTheReportedCellAtItsBorder() {
    // Ten cells in one report: the crossing is the reported cell's near edge, at the report's time,
    // with interpolated points before it.
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 2), cell: .fallback)
    builder.add(InkPoint(x: 94.5, y: 9, t: 2.1), reportUnit: .cell)
    #expect(builder.points.count == 21)
    #expect(builder.points[19] == InkPoint(x: 90, y: 9, t: 2.1))
    #expect(builder.points.last == InkPoint(x: 94.5, y: 9, t: 2.1))
    for pair in zip(builder.points, builder.points.dropFirst()) {
      #expect(abs(pair.1.x - pair.0.x) <= 4.5 + 1e-9)
      #expect(pair.1.t >= pair.0.t)
    }
  }
}
