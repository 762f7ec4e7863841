extension Techniques {
  /// Finned fish of `size` 2 (X-Wing) or 3 (Swordfish): in `size` base lines the digit fits only in `size`
  /// cover lines plus a few "fin" cells, all in one box. Either a fin holds the digit, or the fish does;
  /// a cell of a cover line (outside the base lines) in the fins' box is seen in both cases, so it goes.
  /// A sashimi fish is one whose base line would be left with a single cell without its fin.
  static func finnedFish(size: Int, _ m: Pencilmarks) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      for base in [0, 9] {
        var rows = SubsetSearch.Rows(repeating: 0)
        for i in 0..<9 { rows[i] = m.positions(of: bit, in: base + i) }
        for lines in combinations[size] {
          if let step = finnedFish(size, bit, base: base, lines: lines, rows, m) { return step }
        }
      }
    }
    return nil
  }

  /// The `size`-element subsets of nine lines, as masks.
  private static let combinations: [[UInt16]] = (0...3).map { k in
    (0..<UInt16(512)).filter { $0.nonzeroBitCount == k }
  }

  private static func finnedFish(
    _ size: Int, _ bit: UInt16, base: Int, lines: UInt16, _ rows: SubsetSearch.Rows, _ m: Pencilmarks
  ) -> Step? {
    var union: UInt16 = 0
    var rest = lines
    while rest != 0 {
      let i = rest.trailingZeroBitCount
      rest &= rest - 1
      guard rows[i] != 0 else { return nil }
      union |= rows[i]
    }
    // Fins sit in one box, so at most three positions lie outside the covers.
    guard union.nonzeroBitCount > size, union.nonzeroBitCount <= size + 3 else { return nil }
    for covers in combinations[size] where covers & ~union == 0 {
      // Cheap tests first, on masks: every base line reaches a cover, the fins' positions lie in one
      // stack of three, and the base lines with fins in one band.
      let finPositions = union & ~covers
      // The victims sit where the fins' box crosses a cover line, so a cover must pass through that box.
      guard
        (0..<3).contains(where: {
          finPositions & ~(UInt16(7) << UInt16(3 * $0)) == 0 && covers & (UInt16(7) << UInt16(3 * $0)) != 0
        })
      else { continue }
      var finLines: UInt16 = 0
      var reachesCovers = true
      rest = lines
      while rest != 0 {
        let i = rest.trailingZeroBitCount
        rest &= rest - 1
        if rows[i] & covers == 0 { reachesCovers = false }
        if rows[i] & finPositions != 0 { finLines |= 1 << UInt16(i) }
      }
      guard reachesCovers, (0..<3).contains(where: { finLines & ~(UInt16(7) << UInt16(3 * $0)) == 0 }) else {
        continue
      }
      let baseLines = DigitSet(mask: lines).map { $0 - 1 }
      let cover = 9 - base
      let fins = baseLines.flatMap { cells(in: base + $0, at: rows[$0] & finPositions) }
      let box = Board.box(fins[0])
      var victims: [Int] = []
      for j in DigitSet(mask: covers).map({ $0 - 1 }) {
        for (i, c) in Board.units[cover + j].enumerated()
        where lines & (1 << UInt16(i)) == 0 && Board.box(c) == box && m[c] & bit != 0 {
          victims.append(c)
        }
      }
      guard !victims.isEmpty else { continue }
      let body = baseLines.flatMap { cells(in: base + $0, at: rows[$0] & covers) }
      let coverIds = DigitSet(mask: covers).map { cover + $0 - 1 }
      return Step(
        technique: size == 2 ? .finnedXWing : .finnedSwordfish, digits: DigitSet(mask: bit),
        cells: body + fins, units: (baseLines.map { base + $0 } + coverIds).map(Unit.init(id:)),
        eliminations: eliminating(bit, from: victims, m))
    }
    return nil
  }
}
