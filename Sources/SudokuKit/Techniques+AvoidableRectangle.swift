extension Techniques {
  /// Avoidable rectangle (type 1): three corners of a rectangle were filled, not given: a in one, b in the
  /// two beside it. The fourth being a would let the four cells swap a and b, with no given to stop it:
  /// a second solution. So the fourth is not a. Only used when the caller vouches for uniqueness and
  /// tells the placed digits from the givens.
  static func avoidableRectangle(_ m: Pencilmarks) -> Step? {
    guard let placed = m.placed else { return nil }
    for r in Rectangle.all {
      let c = r.corners
      for k in 0..<4 where m[c[k]] != 0 {
        // The corners beside corner k, in reading order; 3 - k is its opposite.
        let (p, q) = k == 0 || k == 3 ? (c[1], c[2]) : (c[0], c[3])
        let a = placed[c[3 - k]]
        guard a != 0, placed[p] != 0, placed[p] == placed[q], m[c[k]] & DigitSet.bit(a) != 0 else { continue }
        return Step(
          technique: .avoidableRectangle, digits: DigitSet([a, placed[p]]), cells: [c[3 - k], p, q, c[k]],
          eliminations: [Elimination(cell: c[k], digit: a)])
      }
    }
    return nil
  }
}
