/// A terminal cell position: 0-based column `x` and row `y`.
public struct ScreenPoint: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of terminal cells; `x`, `y` is the top-left cell.
public struct ScreenRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public func contains(_ point: ScreenPoint) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The cells both rectangles cover (empty when they do not overlap).
  public func intersection(_ other: ScreenRect) -> ScreenRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return ScreenRect(
      x: left, y: top, width: max(0, min(maxX, other.maxX) - left),
      height: max(0, min(maxY, other.maxY) - top))
  }
}
