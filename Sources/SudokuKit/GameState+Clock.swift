extension GameState {
  /// The most seconds a game's clock holds (about 31 years): every reader and writer of a game's time
  /// (the save, the statistics) keeps to it, so a time one accepts is never one the other refuses.
  public static let elapsedLimit = 1e9

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
    if clockRunning { elapsed = min(elapsed + (now - last), Self.elapsedLimit) }
    lastTick = now
  }

  /// Moves the clock's reference to `now` without counting the time since the previous call.
  mutating func skipClock(to now: Double) {
    guard now.isFinite, now > (lastTick ?? -.infinity) else { return }
    lastTick = now
  }

  /// The game unpaused with nothing else changed, no time added: how a save keeps a game that the
  /// program, not the player, paused.
  public var unpaused: GameState {
    var game = self
    game.paused = false
    return game
  }
}
