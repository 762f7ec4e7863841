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
      for (i, a) in wings.enumerated() {
        for (j, b) in wings.enumerated().dropFirst(i + 1) where (m[hinge] | m[a] | m[b]).nonzeroBitCount <= 4
        {
          for c in wings[(j + 1)...] where (m[hinge] | m[a] | m[b] | m[c]).nonzeroBitCount == 4 {
            if let step = wxyzWing([hinge, a, b, c], m) { return step }
          }
        }
      }
    }
    return nil
  }

  /// The step of four cells holding four digits, when exactly one digit's places among them do not all
  /// see each other and it removes something.
  private static func wxyzWing(_ quad: [Int], _ m: Pencilmarks) -> Step? {
    let all = quad.reduce(UInt16(0)) { $0 | m[$1] }
    var loose: [UInt16] = []
    for d in DigitSet(mask: all) {
      let bit = DigitSet.bit(d)
      let holders = quad.filter { m[$0] & bit != 0 }
      let restricted = holders.enumerated().allSatisfy { k, x in
        holders[(k + 1)...].allSatisfy { Board.sees(x, $0) }
      }
      if !restricted { loose.append(bit) }
    }
    guard loose.count == 1, let z = loose.first else { return nil }
    let holders = quad.filter { m[$0] & z != 0 }
    let victims = Board.peers[holders[0]].filter { v in
      !quad.contains(v) && holders.allSatisfy { Board.sees(v, $0) }
    }
    let elims = eliminating(z, from: victims, m)
    guard !elims.isEmpty else { return nil }
    return Step(technique: .wxyzWing, digits: DigitSet(mask: all), cells: quad, eliminations: elims)
  }
}
