import InkKit
import Testing

/// Design §3.2: a tap needs a tiny box and a short time, and is never a tap next to a group in progress.
@Suite struct InkSessionTapTests {
  @Test func smallAndQuickIsATapThatSelectsTheCellUnderIt() {
    var store = InkStore()
    store.line(
      from: (4.5, 4.5), to: (4.6, 4.55), at: 1, duration: 0.08, expecting: [.clearInk, .selectCell(40)])
    #expect(store.session.pendingStrokes.isEmpty)
    #expect(store.deadline == nil)
  }

  @Test func smallButSlowIsInk() {
    var store = InkStore()
    let dot = store.line(from: (4.5, 4.5), to: (4.6, 4.55), at: 1, duration: 0.2)
    #expect(store.session.pendingStrokes == [dot])
    store.send(.tick, at: 1.65, [store.group([dot], target: 40), .clearInk])
  }

  @Test func quickButLargeIsInk() {
    var store = InkStore()
    let dash = store.line(from: (4.2, 4.5), to: (4.8, 4.5), at: 1, duration: 0.05)
    #expect(store.session.pendingStrokes == [dash])
  }

  @Test func tapSizeIsAFractionOfTheSudokuCellWidth() {
    // 0.14 of a cell is a tap, 0.16 is not, whatever the cell's size in board units.
    for geometry in [
      SurfaceGeometry.standard, SurfaceGeometry.board(column: 0, row: 0, columnsPerCell: 12, rowsPerCell: 6),
    ] {
      var store = InkStore(geometry: geometry)
      store.line(
        from: (4.4, 4.5), to: (4.54, 4.5), at: 0, duration: 0.1, expecting: [.clearInk, .selectCell(40)])
      let ink = store.line(from: (4.4, 4.5), to: (4.56, 4.5), at: 1, duration: 0.1)
      #expect(store.session.pendingStrokes == [ink])
    }
  }

  @Test func smallQuickStrokesNearAGroupStayInk() {
    var store = InkStore()
    let bar = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    // Inside the group's box, then in the same Sudoku cell but clear of the box.
    let dot = store.line(from: (4.45, 4.5), to: (4.5, 4.52), at: 1.5, duration: 0.05)
    let corner = store.line(from: (4.1, 4.1), to: (4.12, 4.1), at: 1.7, duration: 0.05)
    store.send(.tick, at: 2.2, [store.group([bar, dot, corner], target: 40), .clearInk])
  }

  @Test func aFarTapFinalizesThePendingGroupThenSelects() {
    var store = InkStore()
    let bar = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    store.line(
      from: (6.5, 4.5), to: (6.52, 4.5), at: 1.4, duration: 0.05,
      expecting: [store.group([bar], target: 40), .clearInk, .selectCell(42)])
    #expect(store.session.pendingStrokes.isEmpty)
    store.send(.tick, at: 3, [])
  }

  @Test func aTapInTheNextCellClearOfTheGroupIsATap() {
    var store = InkStore()
    let bar = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    store.line(
      from: (5.5, 4.5), to: (5.52, 4.5), at: 1.4, duration: 0.05,
      expecting: [store.group([bar], target: 40), .clearInk, .selectCell(41)])
  }

  @Test func aTapOffTheBoardOnlyClears() {
    var store = InkStore()
    store.line(from: (-0.5, 4.5), to: (-0.48, 4.5), at: 1, duration: 0.05, expecting: [.clearInk])
    store.line(from: (4.5, 9.2), to: (4.52, 9.2), at: 2, duration: 0.05, expecting: [.clearInk])
  }
}
