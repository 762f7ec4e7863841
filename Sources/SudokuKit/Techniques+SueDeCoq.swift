extension Techniques {
  /// Sue de Coq: two or three cells where a box meets a line hold at least two digits more than they are
  /// many. One or two other cells of the line (A) and one or two of the box (B), with no digit in common,
  /// make up the shortfall: together all the cells hold as many digits as they are. No digit can be
  /// twice among them (A's lie in the line, B's in the box, the others only where the two meet), so each
  /// is there once: A's digits and the meeting cells' others leave the rest of the line, B's and the
  /// meeting cells' others the rest of the box.
  static func sueDeCoq(_ m: Pencilmarks) -> Step? {
    // Most positions have a core and groups somewhere, so the search builds nothing until it has a step.
    for chute in chutes {
      for core in [0b011, 0b101, 0b110, 0b111] {
        var digits: UInt16 = 0
        var unsolved = true
        for k in 0..<3 where core >> k & 1 == 1 {
          digits |= m[chute.meet[k]]
          unsolved = unsolved && m[chute.meet[k]] != 0
        }
        let shortfall = digits.nonzeroBitCount - core.nonzeroBitCount
        guard unsolved, shortfall >= 2 else { continue }
        for i in 0..<6 {
          for j in i..<6 {
            guard let a = group(chute.lineRest, i, j, digits, m) else { continue }
            for k in 0..<6 {
              for l in k..<6 {
                guard let b = group(chute.boxRest, k, l, digits, m), a.digits & b.digits == 0,
                  a.slack + b.slack == shortfall
                else { continue }
                let pattern = SueDeCoq(
                  chute: chute, core: (0..<3).filter { core >> $0 & 1 == 1 }.map { chute.meet[$0] },
                  line: [chute.lineRest[i], chute.lineRest[j]], box: [chute.boxRest[k], chute.boxRest[l]],
                  digits: digits, lineDigits: a.digits, boxDigits: b.digits)
                if let step = pattern.step(m) { return step }
              }
            }
          }
        }
      }
    }
    return nil
  }

  /// `rest[i]` and `rest[j]` (one cell when i == j) as a group beside a core holding `core`: its digits and
  /// how many fewer digits outside the core it holds than it has cells; nil when that is not at least one,
  /// or a cell is solved or holds no core digit.
  private static func group(_ rest: [Int], _ i: Int, _ j: Int, _ core: UInt16, _ m: Pencilmarks)
    -> (digits: UInt16, slack: Int)?
  {
    let (x, y) = (m[rest[i]], m[rest[j]])
    guard x & core != 0, y & core != 0 else { return nil }
    let slack = (i == j ? 1 : 2) - ((x | y) & ~core).nonzeroBitCount
    return slack >= 1 ? (x | y, slack) : nil
  }

  /// A found pattern: the core, the line's and the box's groups (a one-cell group named twice) and their
  /// digits.
  private struct SueDeCoq {
    let chute: Chute
    let core: [Int]
    let line: [Int]
    let box: [Int]
    let digits: UInt16
    let lineDigits: UInt16
    let boxDigits: UInt16

    func step(_ m: Pencilmarks) -> Step? {
      let fromLine = (lineDigits | digits) & ~boxDigits
      let fromBox = (boxDigits | digits) & ~lineDigits
      // The meeting cells left out of the core are in both the line and the box.
      let removed =
        chute.lineRest.filter { !line.contains($0) }.map { ($0, fromLine) }
        + chute.boxRest.filter { !box.contains($0) }.map { ($0, fromBox) }
        + chute.meet.filter { !core.contains($0) }.map { ($0, fromLine | fromBox) }
      let elims = removed.sorted { $0.0 < $1.0 }.flatMap { cell, mask in
        DigitSet(mask: m[cell] & mask).map { Elimination(cell: cell, digit: $0) }
      }
      guard !elims.isEmpty else { return nil }
      let groups = [core, Array(Set(line)).sorted(), Array(Set(box)).sorted()]
      return Step(
        technique: .sueDeCoq, digits: DigitSet(mask: digits), cells: groups.flatMap { $0 },
        units: [Unit(id: chute.line), Unit(id: 18 + chute.box)], eliminations: elims, cellGroups: groups)
    }
  }

  /// Where a box meets a line crossing it: the three cells they share and the six each has besides.
  private struct Chute {
    let line: Int
    let box: Int
    let meet: [Int]
    let lineRest: [Int]
    let boxRest: [Int]
  }

  private static let chutes: [Chute] = (0..<9).flatMap { b in
    let lines = (0..<3).map { b / 3 * 3 + $0 } + (0..<3).map { 9 + b % 3 * 3 + $0 }
    return lines.map { line in
      let lineCells = Board.units[line]
      return Chute(
        line: line, box: b, meet: lineCells.filter { Board.box($0) == b },
        lineRest: lineCells.filter { Board.box($0) != b },
        boxRest: Board.units[18 + b].filter { !lineCells.contains($0) })
    }
  }
}
