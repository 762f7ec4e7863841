/// The single-digit patterns players know by name, all four-cell X-Chains: two strong links (the only two
/// places of a digit in a unit) whose nearer ends see each other. If the first link's far end lacks the
/// digit its near end has it, so the second link's near end does not and its far end does: one of the two
/// far ends holds the digit, and a cell that sees both cannot. The names say how the links lie, which is
/// what a player scans for.
extension Techniques {
  /// Skyscraper: two strong links in parallel rows (or columns) whose near ends share a column (row).
  static func skyscraper(_ m: Pencilmarks) -> Step? {
    turbotFish(.skyscraper, m) { first, second, near, _ in
      first.kind == second.kind && first.kind != .box && near.kind != .box
    }
  }

  /// 2-String Kite: a strong link in a row and one in a column whose near ends share a box that neither
  /// far end is in.
  static func twoStringKite(_ m: Pencilmarks) -> Step? {
    turbotFish(.twoStringKite, m) { first, second, near, far in
      first.kind != .box && second.kind != .box && first.kind != second.kind
        && far.allSatisfy { Board.box($0) != near.index }
    }
  }

  /// Turbot fish (also called a crane): any other such pair of links, e.g. one in a box.
  static func turbotFish(_ m: Pencilmarks) -> Step? {
    turbotFish(.turbotFish, m) { _, _, _, _ in true }
  }

  /// The first two strong links of one digit, joined by `near` (a unit their near ends share), that
  /// `accepts` (given the links' units and the two far ends) and that remove something.
  private static func turbotFish(
    _ technique: Technique, _ m: Pencilmarks,
    accepts: (_ first: Unit, _ second: Unit, _ near: Unit, _ far: [Int]) -> Bool
  ) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      let links = (0..<27).compactMap { u -> (unit: Unit, ends: [Int])? in
        let pos = m.positions(of: bit, in: u)
        return pos.nonzeroBitCount == 2 ? (Unit(id: u), cells(in: u, at: pos)) : nil
      }
      for (k, first) in links.enumerated() {
        for second in links[(k + 1)...] {
          for (a, b) in [(first.ends[0], first.ends[1]), (first.ends[1], first.ends[0])] {
            for (c, e) in [(second.ends[0], second.ends[1]), (second.ends[1], second.ends[0])] {
              guard Set([a, b, c, e]).count == 4, Board.sees(b, c) else { continue }
              let near = Unit(id: Board.unitsOfCell[b].first { Board.units[$0].contains(c) }!)
              guard accepts(first.unit, second.unit, near, [a, e]) else { continue }
              let victims = Board.peers[a].filter { Board.sees($0, e) && ![b, c].contains($0) }
              let elims = eliminating(bit, from: victims, m)
              guard !elims.isEmpty else { continue }
              return Step(
                technique: technique, digits: DigitSet(mask: bit), cells: [a, b, c, e],
                units: [first.unit, second.unit, near], eliminations: elims)
            }
          }
        }
      }
    }
    return nil
  }
}
