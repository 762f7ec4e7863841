extension Techniques {
  /// BUG+1 (bivalue universal grave): every unsolved cell holds two candidates but one, which holds three,
  /// and every digit has two places in each unit it is missing from, but one digit of that cell has three
  /// in each of its units. Without it there the grid would be a BUG, where every digit can swap places in
  /// its pairs: two solutions or none. A puzzle with one solution therefore has that digit in that cell.
  static func bugPlusOne(_ m: Pencilmarks) -> Step? {
    var third = -1
    for c in 0..<81 where m[c] != 0 && m[c].nonzeroBitCount != 2 {
      guard third < 0, m[c].nonzeroBitCount == 3 else { return nil }
      third = c
    }
    guard third >= 0 else { return nil }
    var extra: UInt16 = 0
    for u in 0..<27 {
      let home = Board.units[u].contains(third)
      for d in 1...9 {
        let bit = DigitSet.bit(d)
        switch m.positions(of: bit, in: u).nonzeroBitCount {
        case 0, 2: continue
        case 3 where home && extra & ~bit == 0: extra = bit
        default: return nil
        }
      }
    }
    // The odd count is the cell's own digit, else taking it out would not leave the grave.
    guard m[third] & extra != 0 else { return nil }
    let digit = extra.trailingZeroBitCount + 1
    return Step(
      technique: .bugPlusOne, digits: DigitSet(mask: m[third]), cells: [third],
      units: Board.unitsOfCell[third].map(Unit.init(id:)), placement: Placement(cell: third, digit: digit))
  }
}
