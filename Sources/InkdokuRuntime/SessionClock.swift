/// Where the program loop reads the time: the monotonic clock when playing, a hand-moved one in tests.
public protocol SessionClock {
  /// Seconds since the session started.
  var now: Double { get }
  /// The real seconds a wait of `seconds` of session time takes.
  func realSeconds(_ seconds: Double) -> Double
}

extension MonotonicClock: SessionClock {}
