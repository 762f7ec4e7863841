/// How mouse report coordinates become board units: the report unit and the size of one terminal cell.
public struct ReportGeometry: Hashable, Sendable {
  /// `.pixel` only once the terminal confirmed SGR-Pixels (1016) through DECRQM.
  public var unit: ReportUnit
  /// Pixel size of one cell (`xpixel / cols`, `ypixel / rows`), or a 1:2 default when the terminal hides it.
  public var cell: CellSize
  /// The number a pixel report gives the first pixel: xterm counts from 1, as every cell report does;
  /// kitty counts pixels from 0, and taking its reports for 1-based moved every ink point by a pixel.
  public var pixelOrigin: Int

  public init(unit: ReportUnit = .cell, cell: CellSize = .fallback, pixelOrigin: Int = 1) {
    self.unit = unit
    self.cell = cell
    self.pixelOrigin = pixelOrigin
  }

  /// A 0-based report position as a point in board units: the centre of a reported cell, a
  /// reported pixel as it is. The live decoder and recorded ink (batch lines, replays) both use it.
  public func boardPoint(x: Double, y: Double) -> (x: Double, y: Double) {
    switch unit {
    case .cell: ((x + 0.5) * cell.width, (y + 0.5) * cell.height)
    case .pixel: (x, y)
    }
  }

  /// Converts a report position (1-based, or from `pixelOrigin` for pixels) into a 0-based cell and a point
  /// in board units.
  ///
  /// Positions below the origin are clamped to it rather than dropped, like terminals clamp a drag leaving
  /// the window.
  public func locate(x: Int, y: Int) -> (column: Int, row: Int, x: Double, y: Double) {
    // A cell is at least one pixel: zero, negative or NaN sizes would otherwise trap in `Int(_:)`.
    let cell = CellSize(width: cell.width >= 1 ? cell.width : 1, height: cell.height >= 1 ? cell.height : 1)
    let bounded = ReportGeometry(unit: unit, cell: cell)
    let origin = unit == .pixel ? pixelOrigin : 1
    let x = max(x, origin) - origin
    let y = max(y, origin) - origin
    let point = bounded.boardPoint(x: Double(x), y: Double(y))
    switch unit {
    case .cell: return (x, y, point.x, point.y)
    case .pixel: return (Int(Double(x) / cell.width), Int(Double(y) / cell.height), point.x, point.y)
    }
  }
}
