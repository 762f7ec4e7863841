/// Candidate masks together with where each digit can still go in each unit, which most techniques read
/// many times per search; built once per search, after the singles have found nothing.
struct Pencilmarks {
  let masks: [UInt16]
  /// The digits of filled cells that were not given (placed by the solver or the player), when the caller
  /// knows which those are: a rectangle of them could swap digits where one with a given could not.
  let placed: Grid?
  /// `places[unit * 9 + digit - 1]` has bit `i` set when the unit's `i`-th cell can hold the digit.
  private let places: [UInt16]

  init(_ masks: [UInt16], placed: Grid? = nil) {
    var places = [UInt16](repeating: 0, count: 27 * 9)
    for u in 0..<27 {
      for (i, c) in Board.units[u].enumerated() {
        var rest = masks[c]
        while rest != 0 {
          places[u * 9 + rest.trailingZeroBitCount] |= 1 << UInt16(i)
          rest &= rest - 1
        }
      }
    }
    self.masks = masks
    self.placed = placed
    self.places = places
  }

  subscript(cell: Int) -> UInt16 { masks[cell] }

  /// Bit `i` is set when the `i`-th cell of `unit` still has `bit` among its candidates.
  func positions(of bit: UInt16, in unit: Int) -> UInt16 { places[unit * 9 + bit.trailingZeroBitCount] }
}
