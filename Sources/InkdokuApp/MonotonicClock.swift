import Dispatch

/// Seconds since the session started, from the monotonic clock: the only place the app reads time.
public struct MonotonicClock: Sendable {
  private let origin = DispatchTime.now().uptimeNanoseconds

  public init() {}

  /// Whole microseconds: finer than any input needs, and short when written into replays.
  public var now: Double { Double((DispatchTime.now().uptimeNanoseconds - origin) / 1000) / 1e6 }
}
