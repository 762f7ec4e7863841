/// The single-digit patterns players know by name, all four-cell X-Chains: two strong links (the only two
/// places of a digit in a unit) whose nearer ends see each other. If the first link's far end lacks the
/// digit its near end has it, so the second link's near end does not and its far end does: one of the two
/// far ends holds the digit, and a cell that sees both cannot. The names say how the links lie, which is
/// what a player scans for.
extension Techniques {
  /// Skyscraper: two strong links in parallel rows (or columns) whose near ends share a column (row).
  static func skyscraper(_ m: Pencilmarks) -> Step? {
    turbotFish(.skyscraper, m) { first, second in
      first == second && first != .box
    } accepts: { near, _ in
      near.kind != .box
    }
  }

  /// 2-String Kite: a strong link in a row and one in a column whose near ends share a box that neither
  /// far end is in.
  static func twoStringKite(_ m: Pencilmarks) -> Step? {
    turbotFish(.twoStringKite, m) { first, second in
      first != .box && second != .box && first != second
    } accepts: { near, far in
      Board.box(far.0) != near.index && Board.box(far.1) != near.index
    }
  }

  /// Turbot fish (also called a crane): any two such links. Tried after the two above, in a solve it is
  /// the shapes they leave: a link in a box, or near ends that meet in a box but not in a line.
  static func turbotFish(_ m: Pencilmarks) -> Step? {
    turbotFish(.turbotFish, m, links: { _, _ in true }, accepts: { _, _ in true })
  }

  /// The first two strong links of one digit whose kinds `links` takes, joined by `near` (a unit their
  /// near ends share), that `accepts` (given also the two far ends) and that remove something.
  private static func turbotFish(
    _ technique: Technique, _ m: Pencilmarks, links: (UnitKind, UnitKind) -> Bool,
    accepts: (_ near: Unit, _ far: (Int, Int)) -> Bool
  ) -> Step? {
    for digit in 1...9 {
      let bit = DigitSet.bit(digit)
      // Each strong link as its unit and its two cells, built once per digit.
      var strong: [(unit: Int, ends: (Int, Int))] = []
      for u in 0..<27 {
        let pos = m.positions(of: bit, in: u)
        guard pos.nonzeroBitCount == 2 else { continue }
        let first = pos.trailingZeroBitCount
        let last = 15 - pos.leadingZeroBitCount
        strong.append((u, (Board.units[u][first], Board.units[u][last])))
      }
      for k in strong.indices {
        for l in (k + 1)..<strong.count
        where links(UnitKind(rawValue: strong[k].unit / 9)!, UnitKind(rawValue: strong[l].unit / 9)!) {
          for flip1 in 0..<2 {
            let (a, b) = flip1 == 0 ? strong[k].ends : (strong[k].ends.1, strong[k].ends.0)
            for flip2 in 0..<2 {
              let (c, e) = flip2 == 0 ? strong[l].ends : (strong[l].ends.1, strong[l].ends.0)
              guard a != c, a != e, b != c, b != e, Board.sees(b, c) else { continue }
              let isVictim = { (v: Int) in v != b && v != c && m[v] & bit != 0 && Board.sees(v, e) }
              guard Board.peers[a].contains(where: isVictim) else { continue }
              let near = Unit(id: Board.unitsOfCell[b].first { Board.units[$0].contains(c) }!)
              guard accepts(near, (a, e)) else { continue }
              return Step(
                technique: technique, digits: DigitSet(mask: bit), cells: [a, b, c, e],
                units: [Unit(id: strong[k].unit), Unit(id: strong[l].unit), near],
                eliminations: eliminating(bit, from: Board.peers[a].filter(isVictim), m))
            }
          }
        }
      }
    }
    return nil
  }
}
