/// Collects the reports of one press…drag…release and joins consecutive reports by straight segments.
///
/// A terminal reports one position per cell entered and skips cells on fast moves, so two reports
/// may be far apart; points (and their times) are interpolated so none are more than `maxStepX` or
/// `maxStepY` apart. Repeated positions are kept: a drag clamped at the window edge keeps reporting
/// the same edge point, and its times still tell how long the stroke lasted.
public struct StrokeBuilder: Equatable, Sendable {
  public let maxStepX: Double
  public let maxStepY: Double
  public private(set) var points: [InkPoint]
  /// Kept as points arrive, so that the stroke in progress costs no pass over its points.
  public private(set) var bounds: InkRect

  /// Interpolation never needs more points than this per segment, even for absurd input (e.g. an
  /// edited replay): it bounds the memory one report can cost.
  static let maxStepsPerSegment = 4096

  public init(start: InkPoint, maxStepX: Double, maxStepY: Double) {
    precondition(maxStepX > 0 && maxStepY > 0, "interpolation steps must be positive")
    self.maxStepX = maxStepX
    self.maxStepY = maxStepY
    points = [start]
    bounds = InkRect(minX: start.x, minY: start.y, maxX: start.x, maxY: start.y)
  }

  public var stroke: Stroke { Stroke(points: points, bounds: bounds) }

  public mutating func add(_ point: InkPoint) {
    let last = points[points.count - 1]
    let dx = point.x - last.x
    let dy = point.y - last.y
    let steps = max(abs(dx) / maxStepX, abs(dy) / maxStepY).rounded(.up)
    // Also false for NaN, which then gets no interpolation instead of a trap.
    if steps > 1 {
      let count = Int(min(steps, Double(Self.maxStepsPerSegment)))
      let dt = point.t - last.t
      for step in 1..<count {
        let f = Double(step) / Double(count)
        append(InkPoint(x: last.x + dx * f, y: last.y + dy * f, t: last.t + dt * f))
      }
    }
    append(point)
  }

  private mutating func append(_ point: InkPoint) {
    points.append(point)
    bounds.include(point)
  }
}
