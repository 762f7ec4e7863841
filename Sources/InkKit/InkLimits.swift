/// How much ink one group may hold before it is dropped unread.
///
/// A held button whose pointer jumps around (a stuck button, a flooding terminal, a hostile pipe) would
/// otherwise grow a group without end: every far jump is joined point by point. A real digit, even
/// written slowly with pixel reports, stays far below both bounds.
public struct InkLimits: Hashable, Sendable {
  /// Points in the group, the stroke in progress included, interpolated points counted.
  public var maxPoints: Int
  /// Seconds from the press that started the group; a stroke still held then is dropped on time.
  public var maxSeconds: Double

  public init(maxPoints: Int = 20_000, maxSeconds: Double = 10) {
    precondition(maxPoints > 0 && maxSeconds > 0, "ink limits must be positive")
    self.maxPoints = maxPoints
    self.maxSeconds = maxSeconds
  }
}
