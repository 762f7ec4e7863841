extension Techniques {
  /// X-Cycle: one digit's strong and weak links closed into a loop of alternating links. Its cells hold
  /// the digit in turn either way round, so each weak link has the digit at one end: the digit leaves the
  /// rest of that link's unit. Tried before X-Chains, which would find each of its removals one at a time.
  static func xCycle(_ m: Pencilmarks) -> Step? {
    var search = ChainSearch(ChainGraph(m, mode: .oneDigit))
    return search.shortest(.xCycle, .loop)
  }

  /// Continuous nice loop: an alternating chain of any candidates and groups closed by a weak link, so
  /// every weak link holds both ways too; a candidate that either end of a weak link rules out goes (the
  /// digit elsewhere in their unit, or the cell's other digits for a link inside a cell).
  static func niceLoop(_ graph: ChainGraph) -> Step? {
    var search = ChainSearch(graph)
    return search.shortest(.niceLoop, .loop)
  }
}

extension ChainGraph {
  /// The candidates a loop of nodes rules out when its nodes are false and true in turn, from the first
  /// (false), and the last links weakly back to the first: one end of each weak link is true, so a
  /// candidate false under both ends is false.
  func loopVictims(_ loop: [Int]) -> [Int] {
    var victims: [Int] = []
    var stamp = [Int](repeating: -1, count: 729)
    for i in stride(from: 1, to: loop.count, by: 2) {
      forEachWeakCandidate(of: loop[i]) { stamp[$0] = i }
      forEachWeakCandidate(of: loop[(i + 1) % loop.count]) { candidate in
        if stamp[candidate] == i && !victims.contains(candidate) { victims.append(candidate) }
      }
    }
    return victims.sorted()
  }
}
