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
        let places = cells(in: 18 + b, at: m.positions(of: bit, in: 18 + b))
        guard places.count > 1 else { continue }
        for (row, column) in crosses(of: places) {
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
                technique: .emptyRectangle, digits: DigitSet(mask: bit), cells: places + [a, end],
                units: [Unit(id: 18 + b), Unit(kind: .row, index: row), Unit(kind: .column, index: column)],
                eliminations: [Elimination(cell: victim, digit: digit)])
            }
          }
        }
      }
    }
    return nil
  }

  /// The rows and columns of a box that between them hold every place, where neither alone does (that
  /// would be a pointing pattern).
  private static func crosses(of places: [Int]) -> [(row: Int, column: Int)] {
    let rows = Set(places.map(Board.row))
    let columns = Set(places.map(Board.column))
    guard rows.count > 1 && columns.count > 1 else { return [] }
    var out: [(row: Int, column: Int)] = []
    for r in rows.sorted() {
      for c in columns.sorted() where places.allSatisfy({ Board.row($0) == r || Board.column($0) == c }) {
        out.append((r, c))
      }
    }
    return out
  }
}
