/// A set of board cells as an 81-bit mask.
struct CellMask: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  init() {}

  init(_ cells: some Sequence<Int>) {
    for c in cells { insert(c) }
  }

  /// The filled cells of `grid`.
  init(filledIn grid: Grid) {
    for c in 0..<81 where grid[c] != 0 { insert(c) }
  }

  mutating func insert(_ cell: Int) {
    if cell < 64 { low |= 1 << UInt64(cell) } else { high |= 1 << UInt64(cell - 64) }
  }

  mutating func remove(_ cell: Int) {
    if cell < 64 { low &= ~(1 << UInt64(cell)) } else { high &= ~(1 << UInt64(cell - 64)) }
  }

  func intersects(_ other: CellMask) -> Bool { low & other.low != 0 || high & other.high != 0 }
}
