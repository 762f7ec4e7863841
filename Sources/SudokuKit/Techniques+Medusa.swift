extension Techniques {
  /// 3D Medusa: candidates linked by strong links (the two digits of a bivalue cell, the two places of a
  /// digit in a unit) across several digits split into two colors, exactly one of which is true. A color
  /// that puts two candidates in one cell, one digit twice in a unit, or empties a cell is false; a
  /// candidate false under either color goes (it sees both colors of its digit, shares a cell with both
  /// colors, or shares a cell with one color and sees the other on its digit).
  static func medusa(_ m: Pencilmarks) -> Step? {
    let graph = ChainGraph(m, mode: .singleCandidates)
    var color = [Int](repeating: -1, count: graph.count)
    var label = 0
    for start in 0..<graph.count where color[start] < 0 && !graph.strong[start].isEmpty {
      var cluster = [start]
      color[start] = label
      var next = 0
      while next < cluster.count {
        let n = cluster[next]
        next += 1
        for other in graph.strong[n] where color[other] < 0 {
          color[other] = color[n] ^ 1
          cluster.append(other)
        }
      }
      defer { label += 2 }
      // One digit alone is simple coloring's.
      guard Set(cluster.map { graph.digits[$0] }).count > 1 else { continue }
      let sides = [0, 1].map { side in cluster.filter { color[$0] == label + side } }
      if let step = medusaStep(graph, sides, m) { return step }
    }
    return nil
  }

  /// The verdict on one two-colored cluster, from what each color, taken as true, rules out.
  private static func medusaStep(_ graph: ChainGraph, _ sides: [[Int]], _ m: Pencilmarks) -> Step? {
    // Per color, candidates (`cell * 9 + digit - 1`) of the color and cells holding one, and candidates
    // seeing one of their digit.
    var colorOf = [Int](repeating: -1, count: 729)
    var holds = [[Bool]](repeating: Array(repeating: false, count: 81), count: 2)
    var sees = [[Bool]](repeating: Array(repeating: false, count: 729), count: 2)
    for (k, side) in sides.enumerated() {
      for n in side {
        let (c, d) = (graph.cells[n][0], graph.digits[n])
        colorOf[c * 9 + d - 1] = k
        holds[k][c] = true
        for p in Board.peers[c] { sees[k][p * 9 + d - 1] = true }
      }
    }
    let chains = sides.enumerated().map { k, side in side.map { graph.chainNode($0, isOn: k == 0) } }
    let cells = Array(Set(sides.joined().map { graph.cells[$0][0] })).sorted()
    let digits = DigitSet(sides.joined().map { graph.digits[$0] })
    func step(_ elims: [Elimination]) -> Step {
      Step(technique: .medusa, digits: digits, cells: cells, eliminations: elims, chains: chains)
    }
    for k in 0..<2
    where colorFails(
      k, sides[k].map { graph.cells[$0][0] * 9 + graph.digits[$0] - 1 }, colorOf, holds, sees, m)
    {
      let ids = sides[k].map { graph.cells[$0][0] * 9 + graph.digits[$0] - 1 }.sorted()
      return step(ids.map { Elimination(cell: $0 / 9, digit: $0 % 9 + 1) })
    }
    var elims: [Elimination] = []
    for c in 0..<81 where m[c] != 0 {
      for d in DigitSet(mask: m[c]) where colorOf[c * 9 + d - 1] < 0 {
        // False under a color when the cell holds that color, or the digit sees it.
        let id = c * 9 + d - 1
        if (holds[0][c] || sees[0][id]) && (holds[1][c] || sees[1][id]) {
          elims.append(Elimination(cell: c, digit: d))
        }
      }
    }
    return elims.isEmpty ? nil : step(elims)
  }

  /// Whether taking color `k` as true (and the other as false) is impossible: two of its candidates in one
  /// cell, one digit twice in a unit, or a cell left with no candidate.
  private static func colorFails(
    _ k: Int, _ ids: [Int], _ colorOf: [Int], _ holds: [[Bool]], _ sees: [[Bool]], _ m: Pencilmarks
  ) -> Bool {
    if Set(ids.map { $0 / 9 }).count < ids.count { return true }
    if ids.contains(where: { sees[k][$0] }) { return true }
    for c in 0..<81 where m[c] != 0 && !holds[k][c] {
      let emptied = DigitSet(mask: m[c]).allSatisfy { d in
        colorOf[c * 9 + d - 1] == 1 - k || sees[k][c * 9 + d - 1]
      }
      if emptied { return true }
    }
    return false
  }
}
