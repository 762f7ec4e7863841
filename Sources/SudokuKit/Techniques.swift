/// The technique finders. Each looks at candidate masks (one per cell, empty for filled cells) and returns
/// the first step of its kind that changes something, or nil.
enum Techniques {
  /// Unit ids in the order players scan them: boxes first, then rows, then columns.
  static let scanOrder: [Int] = Array(18..<27) + Array(0..<18)

  /// The cells of `unit` selected by the position mask `positions`.
  static func cells(in unit: Int, at positions: UInt16) -> [Int] {
    DigitSet(mask: positions).map { Board.units[unit][$0 - 1] }
  }

  /// Eliminations of `bit` from every cell in `candidates` that still has it.
  static func eliminating(_ bit: UInt16, from candidates: some Sequence<Int>, _ m: Pencilmarks)
    -> [Elimination]
  {
    let digit = bit.trailingZeroBitCount + 1
    var out: [Elimination] = []
    for c in candidates where m[c] & bit != 0 { out.append(Elimination(cell: c, digit: digit)) }
    return out
  }
}
