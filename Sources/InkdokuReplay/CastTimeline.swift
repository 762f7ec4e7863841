/// Turns session times into cast times: counted from a start, played faster or slower, and with long
/// pauses cut short as asciinema's `idle_time_limit` cuts them.
public struct CastTimeline: Sendable {
  /// The session time the cast starts at.
  public let start: Double
  public let speed: Double
  /// The longest pause the cast keeps, in cast seconds; nil keeps every pause.
  public let idleLimit: Double?
  private var last: (session: Double, cast: Double)

  public init(start: Double = 0, speed: Double = 1, idleLimit: Double? = nil) {
    self.start = start
    self.speed = speed
    self.idleLimit = idleLimit
    last = (start, 0)
  }

  /// The cast time of session time `time`; a time before the last one asked for counts as that one, so
  /// cast times never go back.
  public mutating func time(at time: Double) -> Double {
    let gap = max(0, time - last.session) / speed
    last = (max(time, last.session), last.cast + min(gap, idleLimit ?? gap))
    return last.cast
  }
}
