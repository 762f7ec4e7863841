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

  func contains(_ cell: Int) -> Bool {
    cell < 64 ? low & (1 << UInt64(cell)) != 0 : high & (1 << UInt64(cell - 64)) != 0
  }

  var isEmpty: Bool { low == 0 && high == 0 }

  /// The cells in ascending order.
  var cells: [Int] {
    var out: [Int] = []
    var l = low
    while l != 0 {
      out.append(l.trailingZeroBitCount)
      l &= l - 1
    }
    var h = high
    while h != 0 {
      out.append(64 + h.trailingZeroBitCount)
      h &= h - 1
    }
    return out
  }

  static func & (a: CellMask, b: CellMask) -> CellMask {
    var out = CellMask()
    out.low = a.low & b.low
    out.high = a.high & b.high
    return out
  }

  static func | (a: CellMask, b: CellMask) -> CellMask {
    var out = CellMask()
    out.low = a.low | b.low
    out.high = a.high | b.high
    return out
  }

  /// The cells of `self` not in `other`.
  func subtracting(_ other: CellMask) -> CellMask {
    var out = CellMask()
    out.low = low & ~other.low
    out.high = high & ~other.high
    return out
  }

  /// Every cell.
  static let all = CellMask(0..<81)

  /// For every cell, its 20 peers.
  static let peers: [CellMask] = Board.peers.map { CellMask($0) }
}
