extension Techniques {
  /// Position masks of the three rows of a box (0b111 << 3k), which are also the three box stretches of a
  /// line, and of the three columns of a box.
  private static let thirds: [UInt16] = [0b111, 0b111_000, 0b111_000_000]
  private static let boxColumns: [UInt16] = [0b001_001_001, 0b010_010_010, 0b100_100_100]

  /// Pointing: inside a box a digit is confined to one row or column, so it leaves the rest of that line.
  static func pointing(_ m: Pencilmarks) -> Step? {
    for b in 0..<9 {
      let box = 18 + b
      for digit in 1...9 {
        let bit = DigitSet.bit(digit)
        let pos = m.positions(of: bit, in: box)
        guard pos != 0 else { continue }
        for k in 0..<3 {
          // The box's k-th row, then its k-th column, each with the box's stretch of that line (no array of
          // the two: this loop runs 243 times a search, mostly finding nothing).
          for side in 0..<2 {
            let isColumn = side == 1
            let inBox = isColumn ? boxColumns[k] : thirds[k]
            guard pos & ~inBox == 0 else { continue }
            let line = isColumn ? 9 + (b % 3) * 3 + k : (b / 3) * 3 + k
            let stretch = isColumn ? thirds[b / 3] : thirds[b % 3]
            let outside = m.positions(of: bit, in: line) & ~stretch
            guard outside != 0 else { continue }
            return Step(
              technique: .pointing, digits: DigitSet(mask: bit), cells: cells(in: box, at: pos),
              units: [Unit(id: box), Unit(id: line)],
              eliminations: eliminating(bit, from: cells(in: line, at: outside), m))
          }
        }
      }
    }
    return nil
  }

  /// Claiming: inside a row or column a digit is confined to one box, so it leaves the rest of that box.
  static func claiming(_ m: Pencilmarks) -> Step? {
    for line in 0..<18 {
      for digit in 1...9 {
        let bit = DigitSet.bit(digit)
        let pos = m.positions(of: bit, in: line)
        guard pos != 0, let k = (0..<3).first(where: { pos & ~thirds[$0] == 0 }) else { continue }
        let box = 18 + Board.box(Board.units[line][3 * k])
        let stretch = line < 9 ? thirds[line % 3] : boxColumns[line % 3]
        let rest = m.positions(of: bit, in: box) & ~stretch
        guard rest != 0 else { continue }
        return Step(
          technique: .claiming, digits: DigitSet(mask: bit), cells: cells(in: line, at: pos),
          units: [Unit(id: line), Unit(id: box)],
          eliminations: eliminating(bit, from: cells(in: box, at: rest), m))
      }
    }
    return nil
  }
}
