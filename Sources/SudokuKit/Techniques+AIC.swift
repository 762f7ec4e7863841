extension Techniques {
  /// XY-Chain: bivalue cells linked in a row, each sharing a digit with the next; if the first cell is not
  /// z the last one is, so z leaves every cell that sees both ends.
  static func xyChain(_ m: Pencilmarks) -> Step? {
    var search = ChainSearch(ChainGraph(m, mode: .bivalueCells))
    return search.shortest(.xyChain)
  }

  /// Alternating inference chain, groups allowed: strong and weak links alternate from a strong link at
  /// each end, so the first or the last node is true, and a candidate false when either is true goes.
  static func aic(_ m: Pencilmarks) -> Step? {
    var search = ChainSearch(ChainGraph(m, mode: .full))
    return search.shortest(.aic)
  }
}

/// Breadth-first search for the shortest productive alternating chain in a `ChainGraph`.
///
/// From "the start node is false", a strong link makes a node true and a weak link makes one false. A
/// candidate that is false when the start is true (weak link) and false when some reached true node is
/// true cannot hold: either the start is true or that node is.
struct ChainSearch {
  let graph: ChainGraph
  /// State 2 * node + 1 is "node true", 2 * node "node false"; parent state, or -1 when not reached.
  private var parent: [Int]
  private var depth: [Int]
  /// Candidates weakly linked to the current start carry the current stamp.
  private var seesStart = [Int](repeating: -1, count: 729)

  init(_ graph: ChainGraph) {
    self.graph = graph
    parent = Array(repeating: -1, count: 2 * graph.count)
    depth = Array(repeating: 0, count: 2 * graph.count)
  }

  mutating func shortest(_ technique: Technique) -> Step? {
    var best: (chain: [Int], victims: [Int])? = nil
    for start in 0..<graph.count where !graph.strong[start].isEmpty {
      let bound = best?.chain.count ?? Int.max
      guard let found = search(from: start, shorterThan: bound) else { continue }
      best = found
    }
    guard let best else { return nil }
    let chain = best.chain.enumerated().map { i, n in graph.chainNode(n, isOn: i % 2 == 1) }
    var cells: [Int] = []
    for node in chain { for c in node.cells where !cells.contains(c) { cells.append(c) } }
    return Step(
      technique: technique, digits: DigitSet(chain.map(\.digit)), cells: cells,
      eliminations: best.victims.map { Elimination(cell: $0 / 9, digit: $0 % 9 + 1) }, chains: [chain])
  }

  /// The shortest productive chain from `start` with fewer than `bound` nodes, as nodes and victims.
  private mutating func search(from start: Int, shorterThan bound: Int) -> (chain: [Int], victims: [Int])? {
    for i in parent.indices { parent[i] = -1 }
    graph.forEachWeakCandidate(of: start) { seesStart[$0] = start }
    if graph.mode == .bivalueCells { markSameDigitOnly(start) }
    parent[2 * start] = 2 * start
    depth[2 * start] = 0
    var queue = [2 * start]
    var next = 0
    while next < queue.count {
      let state = queue[next]
      next += 1
      let node = state >> 1
      let isOn = state & 1 == 1
      // The next node would make a chain of depth + 2 nodes.
      guard depth[state] + 2 < bound else { return nil }
      if isOn {
        graph.forEachWeak(of: node) { other in
          let reached = 2 * other
          guard other != start, parent[reached] < 0 else { return }
          parent[reached] = state
          depth[reached] = depth[state] + 1
          queue.append(reached)
        }
        continue
      }
      for other in graph.strong[node] where other != start {
        let reached = 2 * other + 1
        guard parent[reached] < 0 else { continue }
        parent[reached] = state
        depth[reached] = depth[state] + 1
        queue.append(reached)
        let victims = self.victims(start, other)
        guard !victims.isEmpty else { continue }
        // A chain through one node twice (true once, false once) is sound but no player writes it so.
        let chain = path(to: reached)
        if Set(chain).count == chain.count { return (chain, victims) }
      }
    }
    return nil
  }

  /// XY-chains only remove the end digit from cells seeing both ends.
  private mutating func markSameDigitOnly(_ start: Int) {
    let c = graph.cells[start][0]
    for other in DigitSet(mask: graph.marks[c]) { seesStart[c * 9 + other - 1] = -1 }
  }

  /// Candidates false both when `start` and when `end` is true.
  private func victims(_ start: Int, _ end: Int) -> [Int] {
    if graph.mode == .bivalueCells && graph.digits[start] != graph.digits[end] { return [] }
    var out: [Int] = []
    graph.forEachWeakCandidate(of: end) { if seesStart[$0] == start { out.append($0) } }
    return out
  }

  private func path(to state: Int) -> [Int] {
    var nodes = [state >> 1]
    var s = state
    while parent[s] != s {
      s = parent[s]
      nodes.append(s >> 1)
    }
    return nodes.reversed()
  }
}
