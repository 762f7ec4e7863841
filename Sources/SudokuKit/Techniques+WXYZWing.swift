extension Techniques {
  /// WXYZ-Wing: a hinge and three cells it sees hold four digits between them. Every digit but one (z)
  /// has its places among the four cells all seeing each other, so it fills at most one of them; three
  /// digits cannot fill four cells, so one of the four is z, and z leaves every cell that sees all of
  /// them holding z.
  static func wxyzWing(_ m: Pencilmarks) -> Step? {
    for hinge in 0..<81 where (2...4).contains(m[hinge].nonzeroBitCount) {
      let wings = Board.peers[hinge].filter {
        m[$0].nonzeroBitCount >= 2 && (m[$0] | m[hinge]).nonzeroBitCount <= 4
      }
      guard wings.count >= 3 else { continue }
      for i in 0..<wings.count - 2 {
        let a = wings[i]
        for j in (i + 1)..<wings.count - 1 where (m[hinge] | m[a] | m[wings[j]]).nonzeroBitCount <= 4 {
          let b = wings[j]
          for c in wings[(j + 1)...] where (m[hinge] | m[a] | m[b] | m[c]).nonzeroBitCount == 4 {
            // The hinge sees every wing, so a digit is loose only where two wings that do not see each
            // other both hold it.
            let loose =
              (Board.sees(a, b) ? 0 : m[a] & m[b]) | (Board.sees(a, c) ? 0 : m[a] & m[c])
              | (Board.sees(b, c) ? 0 : m[b] & m[c])
            guard loose.nonzeroBitCount == 1 else { continue }
            let quad = [hinge, a, b, c]
            // Every pair of cells in a unit here ends in a or b, so one of them holds z.
            let isVictim = { (v: Int) in
              m[v] & loose != 0 && !quad.contains(v)
                && quad.allSatisfy { m[$0] & loose == 0 || Board.sees(v, $0) }
            }
            guard Board.peers[m[a] & loose != 0 ? a : b].contains(where: isVictim) else { continue }
            return Step(
              technique: .wxyzWing, digits: DigitSet(mask: m[hinge] | m[a] | m[b] | m[c]), cells: quad,
              eliminations: eliminating(
                loose, from: Board.peers[m[a] & loose != 0 ? a : b].filter(isVictim), m))
          }
        }
      }
    }
    return nil
  }
}
