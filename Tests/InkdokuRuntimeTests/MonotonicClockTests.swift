import Testing

@testable import InkdokuRuntime

/// INKDOKU_CLOCK_RATE, which soak tests use to play hours through the real loop in minutes.
@Suite struct MonotonicClockTests {
  @Test func theRateComesFromTheEnvironmentWithinItsRange() {
    #expect(MonotonicClock.rate(in: [:]) == 1)
    #expect(MonotonicClock.rate(in: ["INKDOKU_CLOCK_RATE": ""]) == 1)
    #expect(MonotonicClock.rate(in: ["INKDOKU_CLOCK_RATE": "100"]) == 100)
    for bad in ["0", "-1", "fast", "1e9", "nan"] {
      #expect(MonotonicClock.rate(in: ["INKDOKU_CLOCK_RATE": bad]) == nil, "\(bad)")
    }
  }

  @Test func sessionSecondsBecomeFewerRealSeconds() {
    #expect(MonotonicClock(rate: 100).realSeconds(50) == 0.5)
    #expect(MonotonicClock().realSeconds(0.45) == 0.45)
  }
}
