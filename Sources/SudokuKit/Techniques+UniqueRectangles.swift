/// Unique rectangles: four unsolved cells on two rows, two columns and two boxes that could all end up
/// holding the same two digits {a, b} would let those digits swap, giving a second solution. A puzzle known
/// to have one solution never lets that happen, which rules out what would complete the pattern. Only used
/// when the caller vouches for uniqueness.
extension Techniques {
  /// Type 1: three corners hold only {a, b}, so the fourth cannot be a or b. It may already lack one of
  /// them (a hidden rectangle on the same cells removes one first): the swap is of solutions, not
  /// candidates, so the other still goes.
  static func uniqueRectangle1(_ m: Pencilmarks) -> Step? {
    rectangle(.uniqueRectangle1, m, pairOfThreeCorners: true) { r, ab in
      let extra = r.corners.filter { m[$0] != ab }
      guard extra.count == 1 else { return nil }
      return (r.corners, DigitSet(mask: ab).flatMap { eliminating(DigitSet.bit($0), from: extra, m) }, [])
    }
  }

  /// Type 2: two corners on one side hold only {a, b}, the other two {a, b, x}: one of them is x, so x
  /// leaves every cell that sees both.
  static func uniqueRectangle2(_ m: Pencilmarks) -> Step? {
    rectangle(.uniqueRectangle2, m) { r, ab in
      guard let (floor, roof) = r.sides(ab, m), m[roof[0]] == m[roof[1]] else { return nil }
      let x = m[roof[0]] & ~ab
      guard x.nonzeroBitCount == 1 else { return nil }
      let victims = Board.peers[roof[0]].filter { Board.sees($0, roof[1]) && !r.corners.contains($0) }
      return (floor + roof, eliminating(x, from: victims, m), [])
    }
  }

  /// Type 4: two corners on one side hold only {a, b}; in a unit the other two share, a can only go in
  /// them, so one of them is a and neither may be b.
  static func uniqueRectangle4(_ m: Pencilmarks) -> Step? {
    rectangle(.uniqueRectangle4, m) { r, ab in
      guard let (floor, roof) = r.sides(ab, m) else { return nil }
      for u in Board.unitsOfCell[roof[0]] where Board.units[u].contains(roof[1]) {
        for a in DigitSet(mask: ab) {
          let bit = DigitSet.bit(a)
          guard cells(in: u, at: m.positions(of: bit, in: u)) == roof.sorted() else { continue }
          let elims = eliminating(ab & ~bit, from: roof, m)
          if !elims.isEmpty { return (floor + roof, elims, [Unit(id: u)]) }
        }
      }
      return nil
    }
  }

  /// Type 3: two corners on one side hold only {a, b}; the other two's extra digits act as one cell, which
  /// with k more cells of a unit they share holds k + 1 digits: a naked subset that clears the rest of it.
  static func uniqueRectangle3(_ m: Pencilmarks) -> Step? {
    rectangle(.uniqueRectangle3, m) { r, ab in
      guard let (floor, roof) = r.sides(ab, m), let set = subsetBeside(roof, ab, m) else { return nil }
      return (floor + roof + set.cells, set.eliminations, [Unit(id: set.unit)])
    }
  }

  /// The naked subset that two cells of a unit, one of which holds a digit besides {a, b}, make as one cell
  /// with k more cells of the unit (k + 1 digits in all), when it clears something from the rest of it.
  static func subsetBeside(_ two: [Int], _ ab: UInt16, _ m: Pencilmarks)
    -> (cells: [Int], eliminations: [Elimination], unit: Int)?
  {
    let extras = (m[two[0]] | m[two[1]]) & ~ab
    for u in Board.unitsOfCell[two[0]] where Board.units[u].contains(two[1]) {
      let others = Board.units[u].filter { m[$0] != 0 && !two.contains($0) }
      for k in 1...3 {
        for subset in subsets(of: others, size: k) {
          let digits = subset.reduce(extras) { $0 | m[$1] }
          guard digits.nonzeroBitCount == k + 1 else { continue }
          let rest = others.filter { !subset.contains($0) }
          let elims = DigitSet(mask: digits).flatMap { eliminating(DigitSet.bit($0), from: rest, m) }
          if !elims.isEmpty { return (subset, elims, u) }
        }
      }
    }
    return nil
  }

  /// Hidden rectangle: one corner holds only {a, b}; at the opposite corner, a has only two places in both
  /// its row and its column, both inside the rectangle. That corner being b would force a into the two
  /// corners beside it and b into the first: the deadly pattern. So it is not b.
  static func hiddenRectangle(_ m: Pencilmarks) -> Step? {
    rectangle(.hiddenRectangle, m) { r, ab in
      for (k, corner) in r.corners.enumerated() where m[corner] == ab {
        let opposite = r.corners[3 - k]
        for a in DigitSet(mask: ab) {
          let bit = DigitSet.bit(a)
          let lines = [Board.row(opposite), 9 + Board.column(opposite)]
          guard lines.allSatisfy({ m.positions(of: bit, in: $0).nonzeroBitCount == 2 }) else { continue }
          let elims = eliminating(ab & ~bit, from: [opposite], m)
          if !elims.isEmpty {
            return ([corner] + r.corners.filter { $0 != corner }, elims, lines.map(Unit.init(id:)))
          }
        }
      }
      return nil
    }
  }

  /// Four corners in reading order: (r1, c1), (r1, c2), (r2, c1), (r2, c2); the opposite of corner k is 3 - k.
  struct Rectangle {
    let corners: [Int]

    /// Every rectangle on two rows, two columns and two boxes, rows then columns in order.
    static let all: [Rectangle] = (0..<8).flatMap { r1 in
      ((r1 + 1)..<9).flatMap { r2 in
        (0..<8).flatMap { c1 in
          ((c1 + 1)..<9).filter { c2 in (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3) }.map { c2 in
            Rectangle(corners: [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2])
          }
        }
      }
    }

    /// The side of two corners holding only {a, b} (the floor) and the two others (the roof), when exactly
    /// one side holds only {a, b}.
    func sides(_ ab: UInt16, _ m: Pencilmarks) -> (floor: [Int], roof: [Int])? {
      let floor = corners.filter { m[$0] == ab }
      guard floor.count == 2,
        Board.row(floor[0]) == Board.row(floor[1]) || Board.column(floor[0]) == Board.column(floor[1])
      else { return nil }
      return (floor, corners.filter { !floor.contains($0) })
    }
  }

  /// Every rectangle of unsolved cells with two digits in all four corners (or, when
  /// `pairOfThreeCorners`, the two that three corners hold alone), handed to `find`.
  private static func rectangle(
    _ technique: Technique, _ m: Pencilmarks, pairOfThreeCorners: Bool = false,
    find: (Rectangle, UInt16) -> (cells: [Int], elims: [Elimination], units: [Unit])?
  ) -> Step? {
    for r in Rectangle.all {
      let corners = r.corners
      let (w, x, y, z) = (m[corners[0]], m[corners[1]], m[corners[2]], m[corners[3]])
      let common = pairOfThreeCorners ? pairOfThree(w, x, y, z) : w & x & y & z
      guard common.nonzeroBitCount >= 2 else { continue }
      let digits = DigitSet(mask: common).map { $0 }
      for (i, a) in digits.enumerated() {
        for b in digits[(i + 1)...] {
          let ab = DigitSet.bit(a) | DigitSet.bit(b)
          guard let (cells, elims, units) = find(r, ab), !elims.isEmpty else { continue }
          return Step(
            technique: technique, digits: DigitSet(mask: ab), cells: cells, units: units, eliminations: elims)
        }
      }
    }
    return nil
  }

  /// The mask at least three of the four hold, when it has two digits; else 0.
  private static func pairOfThree(_ w: UInt16, _ x: UInt16, _ y: UInt16, _ z: UInt16) -> UInt16 {
    let pair = w == x || w == y ? w : x
    let others = (x == pair ? 1 : 0) + (y == pair ? 1 : 0) + (z == pair ? 1 : 0)
    return others + (w == pair ? 1 : 0) >= 3 && pair.nonzeroBitCount == 2 ? pair : 0
  }

  /// The `size`-element subsets of `items`, in order.
  private static func subsets(of items: [Int], size: Int) -> [[Int]] {
    guard size > 0 else { return [[]] }
    guard items.count >= size else { return [] }
    var out: [[Int]] = []
    for (i, x) in items.enumerated() {
      for rest in subsets(of: Array(items[(i + 1)...]), size: size - 1) { out.append([x] + rest) }
    }
    return out
  }
}
