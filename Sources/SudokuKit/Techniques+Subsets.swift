extension Techniques {
  /// Naked subset: `size` cells of a unit hold only `size` digits between them, so those digits leave
  /// the unit's other cells.
  static func nakedSubset(size: Int, _ m: Pencilmarks) -> Step? {
    for u in scanOrder {
      let unit = Board.units[u]
      var rows = SubsetSearch.Rows(repeating: 0)
      for i in 0..<9 { rows[i] = m[unit[i]] }
      let step = SubsetSearch.first(size: size, in: rows) { chosen, digits -> Step? in
        var elims: [Elimination] = []
        for (i, c) in unit.enumerated() where chosen & (1 << UInt16(i)) == 0 {
          for d in DigitSet(mask: m[c] & digits) { elims.append(Elimination(cell: c, digit: d)) }
        }
        guard !elims.isEmpty else { return nil }
        return Step(
          technique: nakedTechniques[size - 2], digits: DigitSet(mask: digits),
          cells: cells(in: u, at: chosen),
          units: [Unit(id: u)], eliminations: elims)
      }
      if let step { return step }
    }
    return nil
  }

  /// Hidden subset: `size` digits of a unit fit only in the same `size` cells, so those cells lose every
  /// other candidate.
  static func hiddenSubset(size: Int, _ m: Pencilmarks) -> Step? {
    for u in scanOrder {
      let unit = Board.units[u]
      var rows = SubsetSearch.Rows(repeating: 0)
      for d in 0..<9 { rows[d] = m.positions(of: 1 << UInt16(d), in: u) }
      let step = SubsetSearch.first(size: size, in: rows) { digits, chosen -> Step? in
        var elims: [Elimination] = []
        for (i, c) in unit.enumerated() where chosen & (1 << UInt16(i)) != 0 {
          for d in DigitSet(mask: m[c] & ~digits) { elims.append(Elimination(cell: c, digit: d)) }
        }
        guard !elims.isEmpty else { return nil }
        return Step(
          technique: hiddenTechniques[size - 2], digits: DigitSet(mask: digits),
          cells: cells(in: u, at: chosen),
          units: [Unit(id: u)], eliminations: elims)
      }
      if let step { return step }
    }
    return nil
  }

  private static let nakedTechniques: [Technique] = [.nakedPair, .nakedTriple, .nakedQuad]
  private static let hiddenTechniques: [Technique] = [.hiddenPair, .hiddenTriple, .hiddenQuad]
}
