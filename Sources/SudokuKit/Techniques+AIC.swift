extension Techniques {
  /// XY-Chain: bivalue cells linked in a row, each sharing a digit with the next; if the first cell is not
  /// z the last one is, so z leaves every cell that sees both ends.
  static func xyChain(_ m: Pencilmarks) -> Step? {
    var search = ChainSearch(ChainGraph(m, mode: .bivalueCells))
    return search.shortest(.xyChain)
  }

  /// Alternating inference chain, groups allowed: strong and weak links alternate from a strong link at
  /// each end, so the first or the last node is true, and a candidate false when either is true goes.
  static func aic(_ graph: ChainGraph) -> Step? {
    var search = ChainSearch(graph)
    return search.shortest(.aic)
  }
}

/// Breadth-first search for the shortest productive alternating chain, or loop, in a `ChainGraph`.
///
/// From "the start node is false", a strong link makes a node true and a weak link makes one false. A
/// candidate that is false when the start is true (weak link) and false when some reached true node is
/// true cannot hold: either the start is true or that node is. A true node weakly linked back to the start
/// closes a loop instead (`ChainGraph.loopVictims`).
struct ChainSearch {
  /// What a search looks for: a chain whose two ends rule a candidate out, or a loop whose weak links do.
  enum Shape { case chain, loop }

  let graph: ChainGraph
  /// State 2 * node + 1 is "node true", 2 * node "node false"; parent state, or -1 when not reached.
  private var parent: [Int]
  private var depth: [Int]
  /// The states the last search reached, in order: its queue, kept to clear only them for the next.
  private var queue: [Int] = []
  /// Candidates weakly linked to the current start carry the current stamp.
  private var seesStart = [Int](repeating: -1, count: 729)
  /// Nodes weakly linked to the current start, which close a loop, carry the current stamp.
  private var closesOnStart: [Int]

  init(_ graph: ChainGraph) {
    self.graph = graph
    parent = Array(repeating: -1, count: 2 * graph.count)
    depth = Array(repeating: 0, count: 2 * graph.count)
    closesOnStart = Array(repeating: -1, count: graph.count)
  }

  mutating func shortest(_ technique: Technique, _ shape: Shape = .chain) -> Step? {
    var best: (chain: [Int], victims: [Int])? = nil
    // The graph as the searches read it while they write their own state: the property itself would be
    // copied at each call whose closure writes that state, a retain of every array of the graph.
    let graph = self.graph
    for start in 0..<graph.count where !graph.strong[start].isEmpty {
      let bound = best?.chain.count ?? Int.max
      guard let found = search(from: start, shorterThan: bound, shape, in: graph) else { continue }
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

  /// The shortest productive chain or loop from `start` with fewer than `bound` nodes, as nodes and victims.
  private mutating func search(from start: Int, shorterThan bound: Int, _ shape: Shape, in graph: ChainGraph)
    -> (chain: [Int], victims: [Int])?
  {
    for s in queue { parent[s] = -1 }
    switch shape {
    case .chain:
      graph.forEachWeakCandidate(of: start) { seesStart[$0] = start }
      if graph.mode == .bivalueCells { markSameDigitOnly(start) }
    case .loop:
      graph.forEachWeak(of: start) { closesOnStart[$0] = start }
    }
    // A loop is found from its lowest node only, so its search never goes below the start.
    let floor = shape == .loop ? start : -1
    parent[2 * start] = 2 * start
    depth[2 * start] = 0
    queue = [2 * start]
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
          guard other != start, other > floor, parent[reached] < 0 else { return }
          parent[reached] = state
          depth[reached] = depth[state] + 1
          queue.append(reached)
        }
        continue
      }
      for other in graph.strong[node] where other != start && other > floor {
        let reached = 2 * other + 1
        guard parent[reached] < 0 else { continue }
        parent[reached] = state
        depth[reached] = depth[state] + 1
        queue.append(reached)
        if let found = ending(at: reached, from: start, shape, in: graph) { return found }
      }
    }
    return nil
  }

  /// The chain or loop that ends at the true node of `state`, with its victims, when it removes any.
  private mutating func ending(at state: Int, from start: Int, _ shape: Shape, in graph: ChainGraph)
    -> (chain: [Int], victims: [Int])?
  {
    switch shape {
    case .chain:
      let victims = self.victims(start, state >> 1, in: graph)
      guard !victims.isEmpty else { return nil }
      // A chain through one node twice (true once, false once) is sound but no player writes it so.
      let chain = path(to: state)
      return Set(chain).count == chain.count ? (chain, victims) : nil
    case .loop:
      // Two nodes linked both ways are no loop.
      guard closesOnStart[state >> 1] == start, depth[state] >= 3 else { return nil }
      let loop = path(to: state)
      guard Set(loop).count == loop.count else { return nil }
      let victims = graph.loopVictims(loop)
      return victims.isEmpty ? nil : (loop, victims)
    }
  }

  /// XY-chains only remove the end digit from cells seeing both ends.
  private mutating func markSameDigitOnly(_ start: Int) {
    let c = graph.cells[start][0]
    for other in DigitSet(mask: graph.marks[c]) { seesStart[c * 9 + other - 1] = -1 }
  }

  /// Candidates false both when `start` and when `end` is true.
  private mutating func victims(_ start: Int, _ end: Int, in graph: ChainGraph) -> [Int] {
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
