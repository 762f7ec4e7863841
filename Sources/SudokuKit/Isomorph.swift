/// A validity- and difficulty-preserving transformation of a grid: relabel digits, permute rows within bands,
/// bands, columns within stacks and stacks, and optionally transpose.
public struct Isomorph: Sendable {
  /// digitMap[d] is the new label of digit d (index 0 stays 0 for empty cells).
  public let digitMap: [UInt8]
  /// rowOrder[r] is the source row of target row r; likewise for columns.
  public let rowOrder: [Int]
  public let columnOrder: [Int]
  public let transpose: Bool

  /// Draws a uniformly random isomorph.
  public static func random(using rng: inout SeededRandom) -> Isomorph {
    var digits = Array(UInt8(1)...9)
    digits.shuffle(using: &rng)
    return Isomorph(
      digitMap: [0] + digits, rowOrder: lineOrder(using: &rng), columnOrder: lineOrder(using: &rng),
      transpose: Bool.random(using: &rng))
  }

  private static func lineOrder(using rng: inout SeededRandom) -> [Int] {
    let bands = [0, 1, 2].shuffled(using: &rng)
    return bands.flatMap { band in [0, 1, 2].shuffled(using: &rng).map { band * 3 + $0 } }
  }

  /// The transformed grid.
  public func apply(_ grid: Grid) -> Grid {
    var cells = [UInt8](repeating: 0, count: 81)
    for r in 0..<9 {
      for c in 0..<9 {
        let (sr, sc) = (rowOrder[r], columnOrder[c])
        let v = transpose ? grid[sc, sr] : grid[sr, sc]
        cells[r * 9 + c] = digitMap[v]
      }
    }
    return Grid(cells: cells)
  }
}
