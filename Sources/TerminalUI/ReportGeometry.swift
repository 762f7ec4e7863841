/// How mouse report coordinates become board units: the report unit and the pixel size of one terminal cell.
public struct ReportGeometry: Hashable, Sendable, Codable {
  /// `.pixel` only once the terminal confirmed SGR-Pixels (1016) through DECRQM.
  public var unit: ReportUnit
  /// Pixel size of one cell (`xpixel / cols`, `ypixel / rows`), or a 1:2 default when the terminal hides it.
  public var cellWidth: Double
  public var cellHeight: Double

  public init(unit: ReportUnit = .cell, cellWidth: Double = 9, cellHeight: Double = 18) {
    self.unit = unit
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// Converts a 1-based report position into a 0-based cell and a point in board units.
  ///
  /// Positions below 1 are clamped to 1 rather than dropped, like terminals clamp a drag leaving the window.
  func locate(x: Int, y: Int) -> (column: Int, row: Int, x: Double, y: Double) {
    // A cell is at least one pixel: zero, negative or NaN sizes would otherwise trap in `Int(_:)`.
    let width = cellWidth >= 1 ? cellWidth : 1
    let height = cellHeight >= 1 ? cellHeight : 1
    let x = max(x, 1) - 1
    let y = max(y, 1) - 1
    switch unit {
    case .cell:
      return (x, y, (Double(x) + 0.5) * width, (Double(y) + 0.5) * height)
    case .pixel:
      return (Int(Double(x) / width), Int(Double(y) / height), Double(x), Double(y))
    }
  }
}
