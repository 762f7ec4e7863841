/// How a terminal gives pointer positions: terminal cells (SGR 1006) or pixels (SGR-Pixels 1016).
public enum ReportUnit: String, Hashable, Sendable, Codable, CaseIterable {
  case cell, pixel

  /// A 0-based position in this unit as a point in board units: the centre of a reported cell, a
  /// reported pixel as it is. The game's terminal geometry and recorded ink (batch lines) both use it.
  public func boardPoint(x: Double, y: Double, cell: CellSize) -> (x: Double, y: Double) {
    switch self {
    case .cell: ((x + 0.5) * cell.width, (y + 0.5) * cell.height)
    case .pixel: (x, y)
    }
  }

  /// The terminal cell a 0-based position in this unit is in. A pixel left of or above the text area
  /// is in a cell before the first, as a cell position there would be.
  public func terminalCell(x: Int, y: Int, cell: CellSize) -> (column: Int, row: Int) {
    switch self {
    case .cell: return (x, y)
    case .pixel:
      // A cell is at least one pixel: zero, negative or NaN sizes would otherwise trap in `Int(_:)`.
      let width = cell.width >= 1 ? cell.width : 1
      let height = cell.height >= 1 ? cell.height : 1
      return (Int((Double(x) / width).rounded(.down)), Int((Double(y) / height).rounded(.down)))
    }
  }
}
