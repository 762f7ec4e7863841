import InkKit
import Testing

@Suite struct StrokeBuilderTests {
  @Test func aJumpOverSkippedCellsIsJoinedWithInterpolatedTimes() {
    // Cell-mode reports 10 terminal cells apart, as xterm sends on a fast move.
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 2), maxStepX: 4.5, maxStepY: 9)
    builder.add(InkPoint(x: 94.5, y: 9, t: 2.1))
    #expect(builder.points.count == 21)
    for (index, point) in builder.points.enumerated() {
      #expect(abs(point.x - (4.5 + 4.5 * Double(index))) < 1e-9)
      #expect(point.y == 9)
      #expect(abs(point.t - (2 + 0.005 * Double(index))) < 1e-9)
    }
  }

  @Test func eachAxisKeepsItsOwnStep() {
    var builder = StrokeBuilder(start: InkPoint(x: 0, y: 0, t: 0), maxStepX: 4.5, maxStepY: 9)
    // 2 steps across, 6 down: the larger count wins.
    builder.add(InkPoint(x: 9, y: 54, t: 0.6))
    #expect(builder.points.count == 7)
    for pair in zip(builder.points, builder.points.dropFirst()) {
      #expect(abs(pair.1.x - pair.0.x) <= 4.5 + 1e-9)
      #expect(abs(pair.1.y - pair.0.y) <= 9 + 1e-9)
      #expect(pair.1.t > pair.0.t)
    }
  }

  @Test func neighbouringReportsAreNotPadded() {
    var builder = StrokeBuilder(start: InkPoint(x: 4.5, y: 9, t: 0), maxStepX: 4.5, maxStepY: 9)
    builder.add(InkPoint(x: 9, y: 18, t: 0.03))
    #expect(builder.points == [InkPoint(x: 4.5, y: 9, t: 0), InkPoint(x: 9, y: 18, t: 0.03)])
  }

  @Test func pointsClampedAtTheWindowEdgeAreKept() {
    // A drag leaving the window keeps reporting the edge cell; the release comes there too.
    let edge = [
      InkPoint(x: 4.5, y: 9, t: 0.1), InkPoint(x: 4.5, y: 9, t: 0.2), InkPoint(x: 4.5, y: 9, t: 0.4),
    ]
    var builder = StrokeBuilder(start: InkPoint(x: 13.5, y: 9, t: 0), maxStepX: 4.5, maxStepY: 9)
    for point in edge { builder.add(point) }
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
}
