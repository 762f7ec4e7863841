extension Techniques {
  /// A cell with a single candidate left.
  static func nakedSingle(_ m: [UInt16]) -> Step? {
    for c in 0..<81 {
      let mask = m[c]
      guard mask != 0, mask & (mask - 1) == 0 else { continue }
      let digit = mask.trailingZeroBitCount + 1
      return Step(
        technique: .nakedSingle, digits: DigitSet(mask: mask), cells: [c],
        units: Board.unitsOfCell[c].map(Unit.init(id:)), placement: Placement(cell: c, digit: digit))
    }
    return nil
  }

  /// A digit with a single possible cell in some unit.
  static func hiddenSingle(_ m: [UInt16]) -> Step? {
    for u in scanOrder {
      // Digits seen once and digits seen more than once, in one pass over the unit.
      var once: UInt16 = 0
      var more: UInt16 = 0
      for c in Board.units[u] {
        more |= once & m[c]
        once |= m[c]
      }
      let lone = once & ~more
      guard lone != 0 else { continue }
      let bit = lone & (0 &- lone)
      let cell = Board.units[u].first { m[$0] & bit != 0 }!
      return Step(
        technique: .hiddenSingle, digits: DigitSet(mask: bit), cells: [cell], units: [Unit(id: u)],
        placement: Placement(cell: cell, digit: bit.trailingZeroBitCount + 1))
    }
    return nil
  }
}
