extension Techniques {
  /// Unique loop: six or more cells holding {a, b} close a loop, each sharing a unit with the next and
  /// every unit of theirs holding two of them. If all held only {a, b} they would alternate a, b round the
  /// loop, and the two ways round would both be solutions; a puzzle with one solution rules that out. Type
  /// 1: all but one hold only {a, b}, so a and b leave that one. Type 2: all but two, which hold one more
  /// digit x, the same: one of them is x, and x leaves every cell that sees both. Type 4: all but two,
  /// which share a unit where a can only go in them: one of them is a, so neither may be b. Type 3: all but
  /// two, which share a unit; one of them holds one of their other digits, so as one cell they make a naked
  /// subset with more cells of the unit (as unique rectangle type 3). Only used when the caller vouches for
  /// uniqueness.
  static func uniqueLoop(_ m: Pencilmarks) -> Step? {
    // A loop needs four cells holding only the pair besides the ones with more, five for type 1.
    var bivalue = [Int](repeating: 0, count: 512)
    for c in 0..<81 where m[c].nonzeroBitCount == 2 { bivalue[Int(m[c])] += 1 }
    let pairs = (0..<512).filter { bivalue[$0] >= 4 }.map(UInt16.init)
    guard !pairs.isEmpty else { return nil }
    for type in [1, 2, 4, 3] {
      for extra in 0..<81 where m[extra].nonzeroBitCount > 2 {
        for ab in pairs where m[extra] & ab == ab && (type != 1 || bivalue[Int(ab)] >= 5) {
          if let step = uniqueLoop(type: type, from: extra, ab, m) { return step }
        }
      }
    }
    return nil
  }

  /// The loop of `type` through `extra` on the digits `ab`, as a step, when there is one that removes
  /// something.
  private static func uniqueLoop(type: Int, from extra: Int, _ ab: UInt16, _ m: Pencilmarks) -> Step? {
    // One of the cell's two neighbours round the loop at least holds only the pair.
    guard Board.peers[extra].contains(where: { m[$0] == ab }) else { return nil }
    let x = m[extra] & ~ab
    let victims = { (other: Int) in
      Board.peers[extra].filter { $0 != other && m[$0] & x != 0 && Board.sees($0, other) }
    }
    // Type 4: the other cell, the unit and the digit of the pair that can only go in the two there.
    var locks: [(other: Int, unit: Int, digit: UInt16)] = []
    // Type 3: the other cell and the subset the two make in their unit.
    var sets: [(other: Int, cells: [Int], eliminations: [Elimination], unit: Int)] = []
    let second: ((Int) -> Bool)?
    switch type {
    case 1: second = nil
    case 2:
      guard x.nonzeroBitCount == 1, (0..<81).contains(where: { $0 != extra && m[$0] == m[extra] }) else {
        return nil
      }
      second = { m[$0] == m[extra] && !victims($0).isEmpty }
    case 3:
      for other in Board.peers[extra] where m[other] & ab == ab && m[other] != ab {
        if let set = subsetBeside([extra, other], ab, m) {
          sets.append((other, set.cells, set.eliminations, set.unit))
        }
      }
      guard !sets.isEmpty else { return nil }
      second = { other in sets.contains { $0.other == other } }
    default:
      for u in Board.unitsOfCell[extra] {
        for d in DigitSet(mask: ab) where m.positions(of: DigitSet.bit(d), in: u).nonzeroBitCount == 2 {
          let places = cells(in: u, at: m.positions(of: DigitSet.bit(d), in: u))
          let other = places[0] == extra ? places[1] : places[0]
          if m[other] & ab == ab && m[other] != ab { locks.append((other, u, DigitSet.bit(d))) }
        }
      }
      guard !locks.isEmpty else { return nil }
      second = { other in locks.contains { $0.other == other } }
    }
    var search = LoopSearch(pair: ab, m, second: second)
    guard let loop = search.loop(through: extra) else { return nil }
    guard let other = search.other else {
      return Step(
        technique: .uniqueLoop, digits: DigitSet(mask: ab), cells: loop,
        eliminations: DigitSet(mask: ab).flatMap { eliminating(DigitSet.bit($0), from: [extra], m) })
    }
    if let set = sets.first(where: { $0.other == other }) {
      return Step(
        technique: .uniqueLoop, digits: DigitSet(mask: ab), cells: loop, units: [Unit(id: set.unit)],
        eliminations: set.eliminations, cellGroups: [[extra, other], set.cells])
    }
    guard let lock = locks.first(where: { $0.other == other }) else {
      // Type 2: the victims hold x, which no cell of the loop but the two does.
      return Step(
        technique: .uniqueLoop, digits: DigitSet(mask: ab), cells: loop,
        eliminations: eliminating(x, from: victims(other), m), cellGroups: [[extra, other]])
    }
    return Step(
      technique: .uniqueLoop, digits: DigitSet(mask: ab), cells: loop, units: [Unit(id: lock.unit)],
      eliminations: eliminating(ab & ~lock.digit, from: [extra, other], m), cellGroups: [[extra, other]])
  }

  /// Depth-first search for the shortest loop from one cell through cells holding only the pair, and one
  /// other cell holding more that `second` accepts, when it is given.
  private struct LoopSearch {
    let pair: UInt16
    let m: Pencilmarks
    let second: ((Int) -> Bool)?
    /// How many loop cells each unit has so far (a third would break the alternation), and where on the
    /// path the first of them is.
    var count = [Int](repeating: 0, count: 27)
    var first = [Int](repeating: 0, count: 27)
    var path: [Int] = []
    /// The second cell with more than the pair, once the path has it.
    private(set) var other: Int?

    init(pair: UInt16, _ m: Pencilmarks, second: ((Int) -> Bool)?) {
      self.pair = pair
      self.m = m
      self.second = second
    }

    /// The cells of the shortest loop through `start`, `start` first, when there is one; longer loops are
    /// tried only when no shorter one closes.
    mutating func loop(through start: Int) -> [Int]? {
      for length in stride(from: 6, through: 14, by: 2) {
        path = []
        for u in 0..<27 { count[u] = 0 }
        add(start)
        if extend(to: length) { return path }
      }
      return nil
    }

    private mutating func extend(to length: Int) -> Bool {
      let last = path[path.count - 1]
      // The last cell is an odd number of steps from the first, so `fits` has checked their shared unit. A
      // unit with one loop cell would keep the digit the swap takes from it elsewhere: every unit needs two.
      if path.count == length {
        return Board.sees(last, path[0]) && (other == nil) == (second == nil)
          && path.allSatisfy { Board.unitsOfCell[$0].allSatisfy { count[$0] == 2 } }
      }
      for next in Board.peers[last] where !path.contains(next) && fits(next) {
        let isOther = m[next] != pair
        guard !isOther || (other == nil && m[next] & pair == pair && second?(next) == true) else { continue }
        add(next)
        if isOther { other = next }
        if extend(to: length) { return true }
        if isOther { other = nil }
        for u in Board.unitsOfCell[next] { count[u] -= 1 }
        path.removeLast()
      }
      return false
    }

    private mutating func add(_ cell: Int) {
      for u in Board.unitsOfCell[cell] {
        if count[u] == 0 { first[u] = path.count }
        count[u] += 1
      }
      path.append(cell)
    }

    /// A unit may hold two loop cells only an odd number of steps apart, so they hold different digits
    /// both ways round.
    private func fits(_ cell: Int) -> Bool {
      Board.unitsOfCell[cell].allSatisfy { u in
        count[u] == 0 || (count[u] == 1 && (path.count - first[u]) % 2 == 1)
      }
    }
  }
}
