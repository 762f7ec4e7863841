/// Flat, never-freed copies of the board geometry for the solver's inner loops: array lookups there would
/// pay bounds checks and reference counting on every access.
enum BoardTables {
  /// 81 × 20 peer indices.
  nonisolated(unsafe) static let peers: UnsafeMutablePointer<Int8> = flatten(Board.peers)
  /// 27 × 9 cell indices, in `Board.units` order.
  nonisolated(unsafe) static let units: UnsafeMutablePointer<Int8> = flatten(Board.units)

  private static func flatten(_ rows: [[Int]]) -> UnsafeMutablePointer<Int8> {
    let flat = rows.flatMap { $0 }
    let p = UnsafeMutablePointer<Int8>.allocate(capacity: flat.count)
    for (i, v) in flat.enumerated() { p[i] = Int8(v) }
    return p
  }
}
