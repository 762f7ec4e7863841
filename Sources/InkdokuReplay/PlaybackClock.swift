/// The replay's own clock: recorded seconds that pass at a chosen speed and stop while paused.
public struct PlaybackClock {
  /// How much faster or slower than recorded playback can go.
  public static let speeds = 0.25...16.0

  public private(set) var speed: Double
  private(set) var paused = false
  /// The recorded time on screen.
  public private(set) var position = 0.0
  /// The wall-clock time `position` was last brought up to.
  private var real: Double

  public init(speed: Double, at real: Double) {
    self.speed = speed.clamped(to: PlaybackClock.speeds)
    self.real = real
  }

  /// Lets recorded time run up to wall-clock time `now`.
  public mutating func advance(to now: Double) {
    if !paused { position += max(0, now - real) * speed }
    real = now
  }

  public mutating func togglePause(at now: Double) {
    advance(to: now)
    paused.toggle()
  }

  public mutating func faster(at now: Double) {
    advance(to: now)
    speed = (speed * 2).clamped(to: PlaybackClock.speeds)
  }

  public mutating func slower(at now: Double) {
    advance(to: now)
    speed = (speed / 2).clamped(to: PlaybackClock.speeds)
  }

  /// Stops at recorded time `time`, as a single step does.
  public mutating func pause(at time: Double, now: Double) {
    advance(to: now)
    paused = true
    position = max(position, time)
  }

  /// Wall-clock seconds until recorded time `time` is reached; nil while paused.
  public func delay(until time: Double) -> Double? {
    paused ? nil : max(0, (time - position) / speed)
  }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
