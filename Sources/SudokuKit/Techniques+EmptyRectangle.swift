extension Techniques {
  /// Empty rectangle: a box whose places for a digit all lie on one row and one column of it (the cross),
  /// and a conjugate pair outside the box with one end on the cross's row (or column). The cell where the
  /// pair's other end meets the cross's column (or row) cannot hold the digit: it would push the pair's
  /// first end onto the cross's row and itself cover the cross's column, leaving the box no place.
  static func emptyRectangle(_ m: Pencilmarks) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      let pairs = conjugatePairs(of: bit, m)
      for b in 0..<9 {
        let places = m.positions(of: bit, in: 18 + b)
        for (row, column) in crosses(of: places, inBox: b) {
          for (p, q) in pairs {
            for (a, end) in [(p, q), (q, p)] where Board.box(a) != b && Board.box(end) != b {
              // The pair runs along a column from the cross's row, or along a row from its column.
              let victim: Int
              if Board.row(a) == row && Board.column(end) == Board.column(a) {
                victim = Board.cell(row: Board.row(end), column: column)
              } else if Board.column(a) == column && Board.row(end) == Board.row(a) {
                victim = Board.cell(row: row, column: Board.column(end))
              } else {
                continue
              }
              guard Board.box(victim) != b, victim != end, m[victim] & bit != 0 else { continue }
              return Step(
                technique: .emptyRectangle, digits: DigitSet(mask: bit),
                cells: cells(in: 18 + b, at: places) + [a, end],
                units: [Unit(id: 18 + b), Unit(kind: .row, index: row), Unit(kind: .column, index: column)],
                eliminations: [Elimination(cell: victim, digit: digit)])
            }
          }
        }
      }
    }
    return nil
  }

  /// The rows and columns of box `b` that between them hold every place (`places`, a position mask of the
  /// box), where neither alone does (that would be a pointing pattern). Positions run along the box's rows,
  /// so a row of it is three bits in a row and a column every third bit.
  private static func crosses(of places: UInt16, inBox b: Int) -> [(row: Int, column: Int)] {
    let rows = (0..<3).filter { places & (0o7 << (3 * $0)) != 0 }
    let columns = (0..<3).filter { places & (0o111 << $0) != 0 }
    guard rows.count > 1 && columns.count > 1 else { return [] }
    var out: [(row: Int, column: Int)] = []
    for r in rows {
      for c in columns where places & ~(0o7 << (3 * r) | 0o111 << c) == 0 {
        out.append((b / 3 * 3 + r, b % 3 * 3 + c))
      }
    }
    return out
  }
}
