import InkKit
import PointerGeometry
import Testing

/// Design §3.3–3.4: grouping by time and distance, and the target cell.
@Suite struct InkSessionGroupTests {
  @Test func theDeadlineFollowsTheEndOfTheLastStroke() {
    var store = InkStore()
    let first = store.line(from: (4.3, 4.2), to: (4.3, 4.8), at: 0.7, duration: 0.3)
    #expect(store.deadline == 1.45)
    let g = store.geometry
    store.send(.strokeBegan(g.at(4.6, 4.2, t: 1.2)), at: 1.2)
    // While a stroke is drawn the only deadline is the group's time limit, from its first press.
    #expect(store.deadline == 0.7 + InkLimits().maxSeconds)
    // Past the first stroke's deadline, but a stroke is being drawn: nothing finalizes.
    store.send(.tick, at: 1.5)
    store.send(.strokeMoved(g.at(4.6, 4.5, t: 1.5)), at: 1.5)
    store.send(.strokeEnded(g.at(4.6, 4.8, t: 1.6)), at: 1.6)
    let second = g.stroke([g.at(4.6, 4.2, t: 1.2), g.at(4.6, 4.5, t: 1.5), g.at(4.6, 4.8, t: 1.6)])
    #expect(store.deadline == 1.6 + 0.45)
    store.send(.tick, at: 2.0)
    store.send(.tick, at: 1.6 + 0.45, [store.group([first, second], target: 40), .clearInk])
    #expect(store.deadline == nil)
    store.send(.tick, at: 5)
  }

  @Test func anOverdueGroupIsFinalizedBeforeTheNextAction() {
    var store = InkStore()
    let first = store.line(from: (4.3, 4.2), to: (4.3, 4.8), at: 0.7, duration: 0.3)
    // No tick came in time: the press comes first, the group it would have closed still goes alone.
    store.send(
      .strokeBegan(store.geometry.at(4.5, 4.5, t: 3)), at: 3,
      [store.group([first], target: 40), .clearInk])
    #expect(store.session.currentStroke != nil)
  }

  /// The new stroke starts on the group and runs 3.2 cells along one axis: it touches the group, but
  /// its centre is 1.6 cells from the group's, beyond the far distance (1.5) on that axis alone.
  @Test(arguments: [(1.0, 0.0, 42), (0, 1, 58), (-1, 0, 38), (0, -1, 22)])
  func aStrokeFarOnOneAxisStartsANewGroup(dx: Double, dy: Double, target: Int) {
    var store = InkStore()
    let first = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    let far = store.line(
      from: (4.5, 4.5), to: (4.5 + 3.2 * dx, 4.5 + 3.2 * dy), at: 1.5, duration: 0.3,
      expecting: [store.group([first], target: 40)])
    #expect(store.session.pendingStrokes == [far])
    store.send(.tick, at: 2.3, [store.group([far], target: target), .clearInk])
  }

  @Test func strokesWithinTheFarDistanceThatReachTheGroupJoinIt() {
    var store = InkStore()
    let first = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    // Centre 1.2 cells right of the group's, but the stroke crosses it.
    let long = store.line(from: (4.4, 4.5), to: (7, 4.5), at: 1.5, duration: 0.3)
    // Centre 1.4 cells below the group's, touching its box.
    let down = store.line(from: (4.5, 4.6), to: (4.5, 7.2), at: 2, duration: 0.3)
    // The group's box is 4.4…7 by 4.2…7.2: its centre (5.7, 5.7) is in cell 50.
    store.send(.tick, at: 2.75, [store.group([first, long, down], target: 50), .clearInk])
  }

  @Test func withinTheFarDistanceTheSudokuCellAndTheGapDecide() {
    var store = InkStore()
    let left = store.line(from: (4.3, 4.3), to: (4.3, 4.7), at: 1, duration: 0.2)
    // Half a cell clear of the group, but centred in its Sudoku cell: part of the same digit.
    let right = store.line(from: (4.8, 4.3), to: (4.8, 4.7), at: 1.4, duration: 0.2)
    // Just as far clear, but centred in the next cell: the next digit.
    let next = store.line(
      from: (5.3, 4.3), to: (5.3, 4.7), at: 1.8, duration: 0.2,
      expecting: [store.group([left, right], target: 40)])
    // Centred in yet another cell (column 6), but starting within 0.1 cell of the group's box.
    let bar = store.line(from: (5.38, 4.5), to: (6.8, 4.5), at: 2.2, duration: 0.2)
    // The group's box is 5.3…6.8 across: its centre (6.05, 4.5) is in cell 42.
    store.send(.tick, at: 2.9, [store.group([next, bar], target: 42), .clearInk])
  }

  @Test func aDigitWrittenOverThreeCellsTargetsTheCellUnderItsCentre() {
    var store = InkStore(reportUnit: .pixel)
    let g = store.geometry
    let centre = g.at(3.4, 2.6, t: 0)
    let strokes = PenDigit.labelled(7).traces(
      height: 3 * g.targetHeight, centreX: centre.x, centreY: centre.y, start: 1, pause: 0.25
    ).map { store.draw(g.reports($0, in: store.reportUnit)) }
    let end = strokes[strokes.count - 1].endTime
    store.send(.tick, at: end + 0.45, [store.group(strokes, target: 21), .clearInk])
  }

  @Test func inkOffTheBoardMakesARequestWithNoTarget() {
    var store = InkStore()
    let outside = store.line(from: (-1.5, 3), to: (-0.8, 4), at: 1, duration: 0.3)
    store.send(.tick, at: 1.75, [store.group([outside], target: nil), .clearInk])
  }

  @Test(arguments: [4, 5, 7], [0.2, 0.3])
  func multiStrokeDigitsStayOneGroup(label: Int, pause: Double) {
    for height in [0.7, 1.5, 2.5] {
      var store = InkStore(reportUnit: .pixel)
      let g = store.geometry
      let centre = g.centre(of: 40)
      let traces = PenDigit.labelled(label).traces(
        height: height * g.targetHeight, centreX: centre.x, centreY: centre.y, start: 1, pause: pause)
      #expect(traces.count > 1)
      let strokes = traces.map { store.draw(g.reports($0, in: store.reportUnit)) }
      let end = strokes[strokes.count - 1].endTime
      store.send(.tick, at: end + 0.45, [store.group(strokes, target: 40), .clearInk])
    }
  }

  // The last pitch is the candidates view's.
  @Test(arguments: [(5, 2), (7, 3), (11, 5), (6, 7.0 / 3)], [(9.0, 18.0), (8.0, 17.0)])
  func digitsWrittenQuicklyInAdjacentCellsAreTwoGroups(
    cell: (columns: Double, rows: Double), pixels: (Double, Double)
  ) {
    let geometry = SurfaceGeometry.board(
      column: 3, row: 1, columnsPerCell: cell.columns, rowsPerCell: cell.rows,
      cell: CellSize(width: pixels.0, height: pixels.1))
    // Cell reports put every point at a row's centre: with one or two rows inside a Sudoku cell, a
    // digit 0.7 cells tall reaches the grid line and, rounded to rows, touches the digit below it.
    // Vertical neighbours are told apart in cell mode only once cells have room for the ink.
    let cases = [(ReportUnit.pixel, 41), (.pixel, 49), (.cell, 41)] + (cell.rows >= 5 ? [(.cell, 49)] : [])
    for (reporting, next) in cases {
      var store = InkStore(geometry: geometry, reportUnit: reporting)
      let first = write(4, in: 40, from: 1, &store)
      let second = write(
        7, in: next, from: first[first.count - 1].endTime + 0.2, &store,
        expectingOnFirstStroke: [store.group(first, target: 40)])
      let end = second[second.count - 1].endTime
      store.send(.tick, at: end + 0.45, [store.group(second, target: next), .clearInk])
    }
  }

  /// Writes a real digit 0.7 Sudoku cells tall in the middle of `cell`, strokes 0.25 s apart.
  private func write(
    _ label: Int, in cell: Int, from start: Double, _ store: inout InkStore,
    expectingOnFirstStroke expected: [InkEffect] = []
  ) -> [Stroke] {
    let g = store.geometry
    let centre = g.centre(of: cell)
    let traces = PenDigit.labelled(label).traces(
      height: 0.7 * g.targetHeight, centreX: centre.x, centreY: centre.y, start: start, pause: 0.25)
    return traces.enumerated().map { index, trace in
      store.draw(g.reports(trace, in: store.reportUnit), expecting: index == 0 ? expected : [])
    }
  }
}
