extension Techniques {
  /// XY-Wing: a pivot with candidates {x, y} sees pincers {x, z} and {y, z}; whatever the pivot holds, one
  /// pincer is z, so z leaves every cell that sees both pincers.
  static func xyWing(_ m: Pencilmarks) -> Step? {
    wing(.xyWing, pivotSize: 2, m) { pivot, a, b in
      let shared = a & b
      return shared.nonzeroBitCount == 1 && shared & pivot == 0 && (a | b) == pivot | shared ? shared : nil
    }
  }

  /// XYZ-Wing: a pivot {x, y, z} sees pincers {x, z} and {y, z}; one of the three is z, so z leaves every
  /// cell that sees all three.
  static func xyzWing(_ m: Pencilmarks) -> Step? {
    wing(.xyzWing, pivotSize: 3, m) { pivot, a, b in
      a & ~pivot == 0 && b & ~pivot == 0 ? a & b : nil
    }
  }

  /// Shared search: a pivot with `pivotSize` candidates and two distinct bivalue peers; `target` says which
  /// digit (as a bit) the pattern removes, or nil when the three cells do not form the wing. The step's
  /// digits are all the candidates of the three cells.
  private static func wing(
    _ technique: Technique, pivotSize: Int, _ m: Pencilmarks,
    target: (_ pivot: UInt16, _ a: UInt16, _ b: UInt16) -> UInt16?
  ) -> Step? {
    for p in 0..<81 where m[p].nonzeroBitCount == pivotSize {
      let pincers = Board.peers[p].filter { m[$0].nonzeroBitCount == 2 && m[$0] & m[p] != 0 }
      for (k, a) in pincers.enumerated() {
        for b in pincers[(k + 1)...] where m[a] != m[b] {
          guard let z = target(m[p], m[a], m[b]) else { continue }
          // The pivot must see the victims too when it holds z itself (XYZ-Wing).
          let pattern = m[p] & z != 0 ? [p, a, b] : [a, b]
          let victims = (0..<81).filter { c in
            c != p && c != a && c != b && pattern.allSatisfy { Board.sees(c, $0) }
          }
          let elims = eliminating(z, from: victims, m)
          guard !elims.isEmpty else { continue }
          // Explanations rely on the pincers coming in the order of their other digit.
          let ordered = m[a] & ~z < m[b] & ~z ? [p, a, b] : [p, b, a]
          return Step(
            technique: technique, digits: DigitSet(mask: m[p] | m[a] | m[b]), cells: ordered,
            eliminations: elims)
        }
      }
    }
    return nil
  }
}
