/// One pen-down trace (press, drags, release) as points in drawing order; never empty.
public struct Stroke: Hashable, Sendable {
  public let points: [InkPoint]
  /// Cached: the session asks for it on every stroke end, the raster on every group.
  public let bounds: InkRect

  /// A stroke through `points`, or nil when there are none.
  public init?(points: [InkPoint]) {
    guard let bounds = InkRect(enclosing: points) else { return nil }
    self.points = points
    self.bounds = bounds
  }

  /// A stroke whose box the caller already knows (`StrokeBuilder` keeps it as points arrive).
  init(points: [InkPoint], bounds: InkRect) {
    self.points = points
    self.bounds = bounds
  }

  public var startTime: Double { points[0].t }
  public var endTime: Double { points[points.count - 1].t }
  public var duration: Double { endTime - startTime }
  public var centre: (x: Double, y: Double) { bounds.centre }
  /// The bounding box's diagonal: the size a tap is judged by.
  public var diagonal: Double { bounds.diagonal }
}

extension [Stroke] {
  /// The box around every stroke, or nil for no strokes.
  public var bounds: InkRect? {
    guard let first = self.first?.bounds else { return nil }
    return dropFirst().reduce(first) { $0.union($1.bounds) }
  }
}
