/// An almost locked set (ALS): n cells of one unit holding n + 1 digits between them. Should it lose one of
/// its digits, the others would all have to be in it.
struct AlmostLockedSet {
  let cells: [Int]
  let unit: Int
  let digits: UInt16
  /// Index `digit - 1`: the set's cells holding the digit.
  let holding: [CellMask]
  /// Index `digit - 1`: the cells (outside the set) that see every one of the set's cells holding the digit.
  let seeingAll: [CellMask]
  let mask: CellMask

  init(cells: [Int], unit: Int, _ m: Pencilmarks) {
    self.cells = cells
    self.unit = unit
    digits = cells.reduce(0) { $0 | m[$1] }
    mask = CellMask(cells)
    holding = (1...9).map { d in CellMask(cells.filter { m[$0] & DigitSet.bit(d) != 0 }) }
    seeingAll = holding.map { with in
      with.cells.reduce(CellMask.all) { $0 & CellMask.peers[$1] }
    }
  }

  /// Every almost locked set of one to `maxSize` cells, each cell set once (a set in a row and a box
  /// alike is found once).
  static func all(_ m: Pencilmarks, maxSize: Int = 4) -> [AlmostLockedSet] {
    var found: [AlmostLockedSet] = []
    var seen = Set<[Int]>()
    for u in 0..<27 {
      let open = Board.units[u].filter { m[$0] != 0 }
      var chosen: [Int] = []
      func extend(from start: Int, digits: UInt16) {
        if !chosen.isEmpty && digits.nonzeroBitCount == chosen.count + 1 && seen.insert(chosen).inserted {
          found.append(AlmostLockedSet(cells: chosen, unit: u, m))
        }
        guard chosen.count < maxSize else { return }
        for i in start..<open.count {
          let next = digits | m[open[i]]
          // A set may hold one digit more than it has cells, so more than maxSize + 1 can never shrink back.
          guard next.nonzeroBitCount <= maxSize + 1 else { continue }
          chosen.append(open[i])
          extend(from: i + 1, digits: next)
          chosen.removeLast()
        }
      }
      extend(from: 0, digits: 0)
    }
    return found
  }

  /// The digits that are a restricted common candidate with `other` (the sets share no cell): in both, and
  /// every cell of one holding it sees every cell of the other holding it, so at most one set holds it.
  func restrictedCommon(with other: AlmostLockedSet) -> UInt16 {
    guard (mask & other.mask).isEmpty else { return 0 }
    var out: UInt16 = 0
    for d in DigitSet(mask: digits & other.digits) {
      if other.holding[d - 1].subtracting(seeingAll[d - 1]).isEmpty { out |= DigitSet.bit(d) }
    }
    return out
  }
}
