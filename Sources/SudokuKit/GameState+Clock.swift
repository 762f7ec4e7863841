extension GameState {
  /// Whether play time is counting.
  public var clockRunning: Bool { !paused && !solved && !overMistakeLimit }

  /// Adds the time since the previous call to `elapsed` while the clock runs. Time never runs
  /// backwards, and a non-finite `now` (a corrupt replay) is ignored rather than poisoning `elapsed`.
  mutating func advanceClock(to now: Double) {
    guard now.isFinite else { return }
    guard let last = lastTick else {
      lastTick = now
      return
    }
    guard now > last else { return }
    if clockRunning { elapsed += now - last }
    lastTick = now
  }

  /// Moves the clock's reference to `now` without counting the time since the previous call.
  mutating func skipClock(to now: Double) {
    guard now.isFinite, now > (lastTick ?? -.infinity) else { return }
    lastTick = now
  }
}
