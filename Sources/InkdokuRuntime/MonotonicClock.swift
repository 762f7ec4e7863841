import Dispatch

/// Seconds since the session started, from the monotonic clock: the only place the app reads time.
public struct MonotonicClock: Sendable {
  /// Runs the game's clock faster than real time, so that a soak test plays hours in minutes through
  /// the real loop: every deadline (the clock redraw, messages, the pencil's delay and limits) comes
  /// sooner by this factor.
  public static let rateVariable = "INKDOKU_CLOCK_RATE"
  public static let rates = 0.001...10_000.0

  private let origin = DispatchTime.now().uptimeNanoseconds
  /// Session seconds per real second: 1 unless `rateVariable` says otherwise.
  public let rate: Double

  public init(rate: Double = 1) {
    precondition(Self.rates.contains(rate), "clock rate out of range")
    self.rate = rate
  }

  /// The rate `environment` asks for: 1 when it names none, nil when its value is not in `rates`.
  public static func rate(in environment: [String: String]) -> Double? {
    guard let text = environment[rateVariable], !text.isEmpty else { return 1 }
    return Double(text).flatMap { rates.contains($0) ? $0 : nil }
  }

  /// Whole microseconds: finer than any input needs, and short when written into replays.
  public var now: Double { Double((DispatchTime.now().uptimeNanoseconds - origin) / 1000) / 1e6 * rate }

  /// The real seconds until `seconds` of session time have passed.
  public func realSeconds(_ seconds: Double) -> Double { seconds / rate }
}
