import Testing

@testable import InkdokuReplay

@Suite struct PlaybackClockTests {
  @Test func runsAtItsSpeedAndStopsWhilePaused() {
    var clock = PlaybackClock(speed: 2, at: 10)
    clock.advance(to: 11)
    #expect(clock.position == 2)
    #expect(clock.delay(until: 3) == 0.5)
    clock.togglePause(at: 12)
    #expect(clock.position == 4)
    clock.advance(to: 20)
    #expect(clock.position == 4)
    #expect(clock.delay(until: 5) == nil)
    clock.togglePause(at: 21)
    clock.advance(to: 22)
    #expect(clock.position == 6)
  }

  @Test func speedStaysBetweenAQuarterAndSixteen() {
    var clock = PlaybackClock(speed: 100, at: 0)
    #expect(clock.speed == 16)
    clock.faster(at: 0)
    #expect(clock.speed == 16)
    for _ in 0..<10 { clock.slower(at: 0) }
    #expect(clock.speed == 0.25)
  }

  @Test func aStepPausesAtTheLinePlayed() {
    var clock = PlaybackClock(speed: 1, at: 0)
    clock.pause(at: 7.5, now: 1)
    #expect(clock.paused)
    #expect(clock.position == 7.5)
  }
}
