/// An axis-aligned box in board units; the box of a single point has zero size.
public struct InkRect: Hashable, Sendable {
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double

  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The smallest box holding every point, or nil when there are none.
  public init?(enclosing points: some Sequence<InkPoint>) {
    var iterator = points.makeIterator()
    guard let first = iterator.next() else { return nil }
    self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    while let point = iterator.next() { include(point) }
  }

  /// Grows the box to hold `point`.
  public mutating func include(_ point: InkPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  public var width: Double { maxX - minX }
  public var height: Double { maxY - minY }
  public var diagonal: Double { (width * width + height * height).squareRoot() }
  public var centre: (x: Double, y: Double) { ((minX + maxX) / 2, (minY + maxY) / 2) }

  /// The smallest box holding both boxes.
  public func union(_ other: InkRect) -> InkRect {
    InkRect(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// The empty space between the two boxes on each axis; 0 on an axis where they overlap or touch.
  public func gap(to other: InkRect) -> (x: Double, y: Double) {
    (max(0, other.minX - maxX, minX - other.maxX), max(0, other.minY - maxY, minY - other.maxY))
  }
}
