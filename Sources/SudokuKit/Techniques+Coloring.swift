extension Techniques {
  /// The pairs of cells that are the only two places for `bit` in some unit: exactly one of each pair
  /// holds the digit.
  static func conjugatePairs(of bit: UInt16, _ m: Pencilmarks) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    for u in 0..<27 {
      let pos = m.positions(of: bit, in: u)
      guard pos.nonzeroBitCount == 2 else { continue }
      let cells = cells(in: u, at: pos)
      if !pairs.contains(where: { $0 == (cells[0], cells[1]) }) { pairs.append((cells[0], cells[1])) }
    }
    return pairs
  }

  /// Simple coloring: conjugate pairs of one digit link into clusters whose cells alternate between two
  /// colors, one of which holds the digit. A cell seeing both colors cannot hold it (color trap); two
  /// cells of one color seeing each other make that whole color false (color wrap).
  static func simpleColoring(_ m: Pencilmarks) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      let pairs = conjugatePairs(of: bit, m)
      // Cluster k colors its cells 2k and 2k + 1; -1 marks cells in no cluster yet.
      var color = [Int](repeating: -1, count: 81)
      var k = 0
      for (start, _) in pairs where color[start] < 0 {
        let cluster = colorCluster(from: start, label: 2 * k, pairs: pairs, color: &color)
        k += 1
        // A lone pair proves nothing that locked candidates have not already used.
        guard cluster.count > 2 else { continue }
        if let step = colorWrap(cluster, color, bit, m) ?? colorTrap(cluster, color, bit, m) { return step }
      }
    }
    return nil
  }

  /// Colors the cluster reachable from `start` through conjugate pairs with `label` and `label + 1`,
  /// returning its cells in the order they were reached.
  private static func colorCluster(from start: Int, label: Int, pairs: [(Int, Int)], color: inout [Int])
    -> [Int]
  {
    var cluster = [start]
    color[start] = label
    var next = 0
    while next < cluster.count {
      let c = cluster[next]
      next += 1
      for (a, b) in pairs where a == c || b == c {
        let other = a == c ? b : a
        guard color[other] < 0 else { continue }
        color[other] = color[c] ^ 1
        cluster.append(other)
      }
    }
    return cluster
  }

  private static func colorWrap(_ cluster: [Int], _ color: [Int], _ bit: UInt16, _ m: Pencilmarks) -> Step? {
    for (k, a) in cluster.enumerated() {
      for b in cluster[(k + 1)...] where color[a] == color[b] && Board.sees(a, b) {
        let falseColor = cluster.filter { color[$0] == color[a] }
        return Step(
          technique: .simpleColoring, digits: DigitSet(mask: bit), cells: cluster,
          eliminations: eliminating(bit, from: falseColor, m))
      }
    }
    return nil
  }

  private static func colorTrap(_ cluster: [Int], _ color: [Int], _ bit: UInt16, _ m: Pencilmarks) -> Step? {
    let victims = (0..<81).filter { c in
      color[c] >> 1 != color[cluster[0]] >> 1 && m[c] & bit != 0
        && cluster.contains { color[$0] == color[cluster[0]] && Board.sees(c, $0) }
        && cluster.contains { color[$0] != color[cluster[0]] && Board.sees(c, $0) }
    }
    guard !victims.isEmpty else { return nil }
    return Step(
      technique: .simpleColoring, digits: DigitSet(mask: bit), cells: cluster,
      eliminations: eliminating(bit, from: victims, m))
  }
}
