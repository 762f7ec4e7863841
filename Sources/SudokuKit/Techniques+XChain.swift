extension Techniques {
  /// X-Chain: a chain of one digit alternating strong links (conjugate pairs) and weak links (cells that see
  /// each other), starting and ending with a strong link. If the first cell lacks the digit the last has it,
  /// so a cell that sees both ends cannot hold it. Returns the shortest productive chain.
  static func xChain(_ m: Pencilmarks) -> Step? {
    var best: Step? = nil
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      var strong = [[Int]](repeating: [], count: 81)
      for (a, b) in conjugatePairs(of: bit, m) {
        strong[a].append(b)
        strong[b].append(a)
      }
      for start in 0..<81 where !strong[start].isEmpty {
        guard let step = shortestChain(from: start, bit, strong, m) else { continue }
        if step.cells.count < best?.cells.count ?? Int.max { best = step }
      }
    }
    return best
  }

  /// Breadth-first search over "if `start` lacks the digit, this cell has it (on) / lacks it (off)";
  /// the first productive "on" cell ends the shortest chain from `start`.
  private static func shortestChain(from start: Int, _ bit: UInt16, _ strong: [[Int]], _ m: Pencilmarks)
    -> Step?
  {
    // State s = 2 * cell + (1 when the cell is on); parent[s] is the state it was reached from.
    var parent = [Int](repeating: -1, count: 162)
    var queue = [2 * start]
    parent[2 * start] = 2 * start
    var next = 0
    while next < queue.count {
      let state = queue[next]
      next += 1
      let cell = state >> 1
      let isOn = state & 1 == 1
      if isOn && cell != start {
        let victims = Board.peers[start].filter { $0 != cell && m[$0] & bit != 0 && Board.sees($0, cell) }
        if !victims.isEmpty {
          var chain = [cell]
          var s = state
          while s != 2 * start {
            s = parent[s]
            chain.append(s >> 1)
          }
          return Step(
            technique: .xChain, digits: DigitSet(mask: bit), cells: chain.reversed(),
            eliminations: eliminating(bit, from: victims, m))
        }
      }
      let links = isOn ? Board.peers[cell].filter { m[$0] & bit != 0 } : strong[cell]
      for other in links {
        let reached = 2 * other + (isOn ? 0 : 1)
        guard parent[reached] < 0 else { continue }
        parent[reached] = state
        queue.append(reached)
      }
    }
    return nil
  }
}
