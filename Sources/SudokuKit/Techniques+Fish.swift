extension Techniques {
  /// Fish of `size` 2 (X-Wing), 3 (Swordfish) or 4 (Jellyfish): in `size` base lines a digit fits only in
  /// `size` cross lines, so it leaves every other cell of those cross lines.
  static func fish(size: Int, _ m: Pencilmarks) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      // Rows as base lines first (cover columns), then columns as base lines (cover rows).
      for base in [0, 9] {
        let cover = 9 - base
        var rows = SubsetSearch.Rows(repeating: 0)
        for i in 0..<9 { rows[i] = m.positions(of: bit, in: base + i) }
        let step = SubsetSearch.first(size: size, in: rows) { baseLines, coverLines -> Step? in
          var elims: [Elimination] = []
          for j in DigitSet(mask: coverLines) {
            for (i, c) in Board.units[cover + j - 1].enumerated()
            where baseLines & (1 << UInt16(i)) == 0 && m[c] & bit != 0 {
              elims.append(Elimination(cell: c, digit: digit))
            }
          }
          guard !elims.isEmpty else { return nil }
          let baseIds = DigitSet(mask: baseLines).map { base + $0 - 1 }
          let coverIds = DigitSet(mask: coverLines).map { cover + $0 - 1 }
          let corners = baseIds.flatMap { b in Board.units[b].filter { m[$0] & bit != 0 } }
          return Step(
            technique: fishTechniques[size - 2], digits: DigitSet(mask: bit), cells: corners,
            units: (baseIds + coverIds).map(Unit.init(id:)), eliminations: elims)
        }
        if let step { return step }
      }
    }
    return nil
  }

  private static let fishTechniques: [Technique] = [.xWing, .swordfish, .jellyfish]
}
