extension Techniques {
  /// W-Wing: two cells that do not see each other both hold only {x, y}, and x has only two places in some
  /// unit, one seen by each cell. If neither cell were y both would be x, leaving x no place in that unit;
  /// so one of them is y, and y leaves every cell that sees both.
  static func wWing(_ m: Pencilmarks) -> Step? {
    let pairs = (0..<81).filter { m[$0].nonzeroBitCount == 2 }
    for (k, c1) in pairs.enumerated() {
      for c2 in pairs[(k + 1)...] where m[c1] == m[c2] && !Board.sees(c1, c2) {
        let victims = Board.peers[c1].filter { Board.sees($0, c2) && m[$0] & m[c1] != 0 }
        guard !victims.isEmpty else { continue }
        for x in DigitSet(mask: m[c1]) {
          let xBit = DigitSet.bit(x)
          let yBit = m[c1] & ~xBit
          let elims = eliminating(yBit, from: victims, m)
          guard !elims.isEmpty, let (a, b) = wWingLink(xBit, c1, c2, m) else { continue }
          let y = yBit.trailingZeroBitCount + 1
          let chain = [
            ChainNode(digit: y, cells: [c1], isOn: false), ChainNode(digit: x, cells: [c1], isOn: true),
            ChainNode(digit: x, cells: [a], isOn: false), ChainNode(digit: x, cells: [b], isOn: true),
            ChainNode(digit: x, cells: [c2], isOn: false), ChainNode(digit: y, cells: [c2], isOn: true),
          ]
          return Step(
            technique: .wWing, digits: DigitSet(mask: m[c1]), cells: [c1, a, b, c2], eliminations: elims,
            chains: [chain])
        }
      }
    }
    return nil
  }

  /// A conjugate pair of `bit` whose ends are seen one by `c1` and the other by `c2`, in that order.
  private static func wWingLink(_ bit: UInt16, _ c1: Int, _ c2: Int, _ m: Pencilmarks) -> (Int, Int)? {
    for (p, q) in conjugatePairs(of: bit, m) {
      for (a, b) in [(p, q), (q, p)] where ![c1, c2].contains(a) && ![c1, c2].contains(b) {
        if Board.sees(c1, a) && Board.sees(c2, b) { return (a, b) }
      }
    }
    return nil
  }
}
