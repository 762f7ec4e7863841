extension Techniques {
  /// Position masks of the three rows (0b111 << 3k) and three columns (0b001001001 << k) inside a box,
  /// and of the three box segments inside a line (0b111 << 3k).
  private static let thirds: [UInt16] = [0b111, 0b111_000, 0b111_000_000]
  private static let boxColumns: [UInt16] = [0b001_001_001, 0b010_010_010, 0b100_100_100]

  /// Pointing: inside a box a digit is confined to one row or column, so it leaves the rest of that line.
  static func pointing(_ m: [UInt16]) -> Step? {
    for b in 0..<9 {
      let box = 18 + b
      for digit in 1...9 {
        let bit = DigitSet.bit(digit)
        let pos = positions(of: bit, in: box, m)
        guard pos != 0 else { continue }
        for k in 0..<3 {
          let lines = [(thirds[k], (b / 3) * 3 + k), (boxColumns[k], 9 + (b % 3) * 3 + k)]
          for (lineMask, line) in lines where pos & ~lineMask == 0 {
            let outside = Board.units[line].filter { Board.box($0) != b }
            let elims = eliminating(bit, from: outside, m)
            if !elims.isEmpty {
              return Step(
                technique: .pointing, digits: DigitSet(mask: bit), cells: cells(in: box, at: pos),
                units: [Unit(id: box), Unit(id: line)], eliminations: elims)
            }
          }
        }
      }
    }
    return nil
  }

  /// Claiming: inside a row or column a digit is confined to one box, so it leaves the rest of that box.
  static func claiming(_ m: [UInt16]) -> Step? {
    for line in 0..<18 {
      for digit in 1...9 {
        let bit = DigitSet.bit(digit)
        let pos = positions(of: bit, in: line, m)
        guard pos != 0, let k = (0..<3).first(where: { pos & ~thirds[$0] == 0 }) else { continue }
        let box = 18 + Board.box(Board.units[line][3 * k])
        let rest = Board.units[box].filter { !Board.unitsOfCell[$0].contains(line) }
        let elims = eliminating(bit, from: rest, m)
        if !elims.isEmpty {
          return Step(
            technique: .claiming, digits: DigitSet(mask: bit), cells: cells(in: line, at: pos),
            units: [Unit(id: line), Unit(id: box)], eliminations: elims)
        }
      }
    }
    return nil
  }
}
