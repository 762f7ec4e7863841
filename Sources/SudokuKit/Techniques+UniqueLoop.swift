extension Techniques {
  /// Unique loop (type 1): six or more cells holding {a, b} close a loop, each sharing a unit with the
  /// next and every unit of theirs holding two of them; all but one hold only {a, b}. Those alternate a, b
  /// round the loop, so the last one being a or b would complete it, and the two ways round would both be
  /// solutions. A puzzle with one solution rules that out: a and b leave that cell. Only used when the
  /// caller vouches for uniqueness.
  static func uniqueLoop(_ m: Pencilmarks) -> Step? {
    // A loop needs five cells holding only the pair besides the one with more.
    var bivalue = [Int](repeating: 0, count: 512)
    for c in 0..<81 where m[c].nonzeroBitCount == 2 { bivalue[Int(m[c])] += 1 }
    let pairs = (0..<512).filter { bivalue[$0] >= 5 }.map(UInt16.init)
    guard !pairs.isEmpty else { return nil }
    for extra in 0..<81 where m[extra].nonzeroBitCount > 2 {
      for ab in pairs where m[extra] & ab == ab {
        var search = LoopSearch(pair: ab, m)
        guard let loop = search.loop(through: extra) else { continue }
        return Step(
          technique: .uniqueLoop, digits: DigitSet(mask: ab), cells: loop,
          eliminations: DigitSet(mask: ab).flatMap { eliminating(DigitSet.bit($0), from: [extra], m) })
      }
    }
    return nil
  }

  /// Depth-first search for the shortest loop from one cell through cells holding only the pair.
  private struct LoopSearch {
    let pair: UInt16
    let m: Pencilmarks
    /// The loop cells in each unit so far; a third would break the alternation.
    var inUnit = [[Int]](repeating: [], count: 27)
    var path: [Int] = []

    init(pair: UInt16, _ m: Pencilmarks) {
      self.pair = pair
      self.m = m
    }

    /// The cells of the shortest loop through `start`, `start` first, when there is one; longer loops are
    /// tried only when no shorter one closes.
    mutating func loop(through start: Int) -> [Int]? {
      for length in stride(from: 6, through: 14, by: 2) {
        path = [start]
        inUnit = [[Int]](repeating: [], count: 27)
        for u in Board.unitsOfCell[start] { inUnit[u] = [start] }
        if extend(to: length) { return path }
      }
      return nil
    }

    private mutating func extend(to length: Int) -> Bool {
      let last = path[path.count - 1]
      // The last cell is an odd number of steps from the first, so `fits` has checked their shared unit. A
      // unit with one loop cell would keep the digit the swap takes from it elsewhere: every unit needs two.
      if path.count == length {
        return Board.sees(last, path[0])
          && path.allSatisfy { Board.unitsOfCell[$0].allSatisfy { inUnit[$0].count == 2 } }
      }
      for next in Board.peers[last] where m[next] == pair && !path.contains(next) && fits(next) {
        path.append(next)
        for u in Board.unitsOfCell[next] { inUnit[u].append(next) }
        if extend(to: length) { return true }
        for u in Board.unitsOfCell[next] { inUnit[u].removeLast() }
        path.removeLast()
      }
      return false
    }

    /// A unit may hold two loop cells only an odd number of steps apart, so they hold different digits
    /// both ways round.
    private func fits(_ cell: Int) -> Bool {
      Board.unitsOfCell[cell].allSatisfy { u in
        inUnit[u].isEmpty
          || (inUnit[u].count == 1 && (path.count - path.firstIndex(of: inUnit[u][0])!) % 2 == 1)
      }
    }
  }
}
