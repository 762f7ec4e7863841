import InkKit
import Testing

/// `InkLimits`: a group that grows past its points or its seconds while a stroke is drawn is dropped.
@Suite struct InkSessionLimitTests {
  static let limited = InkLimits(maxPoints: 200, maxSeconds: 10)

  static func store() -> InkStore {
    InkStore(limits: limited)
  }

  /// Left and right across the whole board: each jump is joined by 96 points (432 units, 4.5 a step).
  @Test func farJumpsPastTheMaxPointsDropTheGroupAndTheRestOfTheStroke() {
    var store = Self.store()
    let g = store.geometry
    store.send(.strokeBegan(g.at(0.5, 0.5, t: 1)), at: 1)
    store.send(.strokeMoved(g.at(8.5, 0.5, t: 1.01)), at: 1.01)
    store.send(.strokeMoved(g.at(0.5, 0.5, t: 1.02)), at: 1.02)
    #expect(store.session.currentStroke?.points.count == 193)
    store.send(.strokeMoved(g.at(8.5, 0.5, t: 1.03)), at: 1.03, [.tooLong])
    #expect(store.session.currentStroke == nil)
    #expect(store.deadline == nil)
    // The button is still held: its reports and its release are ignored, not the start of new ink.
    for step in 0..<1000 {
      let t = 1.04 + Double(step) * 0.001
      store.send(.strokeMoved(g.at(Double(step % 2) * 8 + 0.5, 0.5, t: t)), at: t)
    }
    #expect(store.session.currentStroke == nil)
    store.send(.strokeEnded(g.at(0.5, 0.5, t: 2.1)), at: 2.1)
    #expect(store.session.pendingStrokes.isEmpty)
    // The next press starts afresh, and its digit is read as usual.
    let stroke = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 3, duration: 0.3)
    store.send(.tick, at: 3.75, [store.group([stroke], target: 40), .clearInk])
  }

  @Test func pendingStrokesCountTowardsTheGroupsPoints() {
    var store = InkStore(limits: InkLimits(maxPoints: 100, maxSeconds: 10))
    let g = store.geometry
    let first = store.line(from: (4.1, 4.5), to: (4.9, 4.5), at: 1, duration: 0.3)
    #expect(first.points.count == 32)
    // 1 + 5 + 27 points, then 48 more: 81 on its own, 113 with the pending stroke.
    store.send(.strokeBegan(g.at(4.5, 4.1, t: 1.4)), at: 1.4)
    store.send(.strokeMoved(g.at(4.5, 4.9, t: 1.5)), at: 1.5)
    store.send(.strokeMoved(g.at(4.5, 0.5, t: 1.6)), at: 1.6)
    store.send(.strokeMoved(g.at(4.5, 8.5, t: 1.7)), at: 1.7, [.tooLong])
    #expect(store.session.pendingStrokes.isEmpty)
    store.send(.tick, at: 3)
  }

  @Test func aStrokeHeldPastTheMaxSecondsIsDroppedOnTime() {
    var store = Self.store()
    let g = store.geometry
    store.send(.strokeBegan(g.at(4.5, 4.2, t: 1)), at: 1)
    store.send(.strokeMoved(g.at(4.5, 4.4, t: 1.1)), at: 1.1)
    #expect(store.deadline == 11)
    store.send(.tick, at: 10.99)
    #expect(store.session.currentStroke != nil)
    store.send(.tick, at: 11, [.tooLong])
    #expect(store.deadline == nil)
    store.send(.strokeMoved(g.at(4.5, 4.6, t: 12)), at: 12)
    store.send(.strokeEnded(g.at(4.5, 4.8, t: 12.1)), at: 12.1)
    #expect(store.session.pendingStrokes.isEmpty)
  }

  @Test func aLateReportDropsTheGroupEvenWithoutTheTick() {
    var store = Self.store()
    let g = store.geometry
    store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    store.send(.strokeBegan(g.at(4.6, 4.2, t: 1.5)), at: 1.5)
    store.send(.strokeEnded(g.at(4.6, 4.8, t: 11.2)), at: 11.2, [.tooLong])
    #expect(store.session.pendingStrokes.isEmpty)
    #expect(store.deadline == nil)
  }

  @Test func aGroupNoLongerDrawnFinalizesWhateverItsAge() {
    var store = InkStore(limits: InkLimits(maxPoints: 200, maxSeconds: 0.5))
    let stroke = store.line(from: (4.5, 4.2), to: (4.5, 4.8), at: 1, duration: 0.3)
    #expect(store.deadline == 1.75)
    store.send(.tick, at: 1.75, [store.group([stroke], target: 40), .clearInk])
  }
}
