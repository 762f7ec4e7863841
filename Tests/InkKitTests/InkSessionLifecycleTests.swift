import InkKit
import Testing

/// Cancelling, and the surface each action is judged on.
@Suite struct InkSessionLifecycleTests {
  @Test func cancelMidStrokeDropsEverything() {
    var store = InkStore()
    let g = store.geometry
    store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    store.send(.strokeBegan(g.at(4.6, 4.2, t: 1.4)), at: 1.4)
    store.send(.strokeMoved(g.at(4.6, 4.6, t: 1.5)), at: 1.5)
    #expect(store.session.currentStroke != nil)
    store.send(.cancel, at: 1.55, [.clearInk])
    #expect(store.session.currentStroke == nil)
    #expect(store.session.pendingStrokes.isEmpty)
    #expect(store.deadline == nil)
    // The release of the cancelled stroke and later ticks do nothing; nothing is left to cancel.
    store.send(.strokeEnded(g.at(4.6, 4.8, t: 1.6)), at: 1.6)
    store.send(.tick, at: 3)
    store.send(.cancel, at: 3.1)
  }

  @Test func strokeReportsWithoutAPressAreIgnored() {
    var store = InkStore()
    store.send(.strokeMoved(store.geometry.at(4.5, 4.5, t: 1)), at: 1)
    store.send(.strokeEnded(store.geometry.at(4.5, 4.6, t: 1.1)), at: 1.1)
    #expect(store.session.pendingStrokes.isEmpty)
  }

  @Test func aPressWithoutAReleaseIsReplacedByTheNextPress() {
    var store = InkStore()
    let g = store.geometry
    store.send(.strokeBegan(g.at(1.5, 1.5, t: 1)), at: 1)
    let stroke = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1.2, duration: 0.3)
    store.send(.tick, at: 1.95, [store.group([stroke], target: 40), .clearInk])
  }

  /// The session keeps no surface of its own: hit tests use the one each action comes with (the app
  /// drops the ink when its surface moves, `AppPadTests`).
  @Test func hitTestsUseTheSurfaceHandedIn() {
    var store = InkStore()
    store.geometry = SurfaceGeometry.board(column: 10, row: 2, columnsPerCell: 4, rowsPerCell: 2)
    store.line(
      from: (0.5, 0.5), to: (0.52, 0.5), at: 3, duration: 0.05, expecting: [.clearInk, .selectCell(0)])
    let ink = store.line(from: (2.5, 1.2), to: (2.5, 1.8), at: 4, duration: 0.3)
    store.send(.tick, at: 4.75, [store.group([ink], target: 11), .clearInk])
  }

  /// A tap in the pad selects nothing (the pad's target is the selection already), and the pad's ink
  /// is aimed at the selection wherever its centre is.
  @Test func thePadAimsAtTheSelection() {
    var store = InkStore(geometry: SurfaceGeometry.pad(column: 60, row: 4, columns: 28, rows: 14))
    store.line(from: (0.5, 0.5), to: (0.51, 0.5), at: 1, duration: 0.05, expecting: [.clearInk])
    let ink = store.line(from: (0.5, 0.2), to: (0.5, 0.8), at: 2, duration: 0.3)
    store.send(.tick, at: 2.75, [.finalize(InkGroup(strokes: [ink], target: .selection)), .clearInk])
  }

  @Test func aCancelledGroupIsNeverRead() {
    var store = InkStore()
    let first = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    store.send(.tick, at: 1.75, [store.group([first], target: 40), .clearInk])
    store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 2, duration: 0.3)
    store.send(.cancel, at: 2.4, [.clearInk])
    let third = store.line(from: (1.5, 1.2), to: (1.5, 1.8), at: 3, duration: 0.3)
    let fourth = store.line(
      from: (7.5, 7.2), to: (7.5, 7.8), at: 3.5, duration: 0.3,
      expecting: [store.group([third], target: 10)])
    store.send(.tick, at: 4.25, [store.group([fourth], target: 70), .clearInk])
  }
}
