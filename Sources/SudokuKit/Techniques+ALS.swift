extension Techniques {
  /// ALS-XZ: two almost locked sets A and B with a restricted common digit x (at most one of them holds
  /// it). The one without x is locked on its other digits; so a digit z ≠ x in both is in A or in B, and
  /// leaves every cell that sees all of A's and B's z cells.
  static func alsXZ(_ m: Pencilmarks) -> Step? {
    let sets = AlmostLockedSet.all(m)
    for (i, a) in sets.enumerated() {
      for b in sets[(i + 1)...] {
        let common = a.restrictedCommon(with: b)
        guard common != 0 else { continue }
        for x in DigitSet(mask: common) {
          let elims = commonEliminations(of: [a, b], except: DigitSet.bit(x), m)
          guard !elims.isEmpty else { continue }
          return alsStep(.alsXZ, [a, b], links: [x], elims)
        }
      }
    }
    return nil
  }

  /// ALS-XY-Wing: a pivot set C shares restricted common digits x with A and y with B (x ≠ y). If neither A
  /// nor B held a digit z, both would be locked, A holding x and B holding y, leaving C without either:
  /// too few digits for its cells. So z is in A or B and leaves every cell that sees all their z cells.
  static func alsXYWing(_ m: Pencilmarks) -> Step? {
    let sets = AlmostLockedSet.all(m)
    var links = [[(set: Int, digits: UInt16)]](repeating: [], count: sets.count)
    for i in sets.indices {
      for j in sets.indices where j > i {
        let common = sets[i].restrictedCommon(with: sets[j])
        guard common != 0 else { continue }
        links[i].append((j, common))
        links[j].append((i, common))
      }
    }
    for (c, pivot) in links.enumerated() {
      for (k, first) in pivot.enumerated() {
        for second in pivot[(k + 1)...] {
          let (a, b) = (sets[first.set], sets[second.set])
          guard (a.mask & b.mask).isEmpty else { continue }
          for x in DigitSet(mask: first.digits) {
            for y in DigitSet(mask: second.digits) where y != x {
              let elims = commonEliminations(of: [a, b], except: DigitSet.bit(x) | DigitSet.bit(y), m)
              guard !elims.isEmpty else { continue }
              return alsStep(.alsXYWing, [a, b, sets[c]], links: [x, y], elims)
            }
          }
        }
      }
    }
    return nil
  }

  /// Removals of every digit in both sets (other than `except`) from cells outside them that see all the
  /// sets' cells holding it.
  private static func commonEliminations(of sets: [AlmostLockedSet], except: UInt16, _ m: Pencilmarks)
    -> [Elimination]
  {
    let inSets = sets[0].mask | sets[1].mask
    var out: [Elimination] = []
    for z in DigitSet(mask: sets[0].digits & sets[1].digits & ~except) {
      let victims = (sets[0].seeingAll[z - 1] & sets[1].seeingAll[z - 1]).subtracting(inSets)
      out += eliminating(DigitSet.bit(z), from: victims.cells, m)
    }
    return out
  }

  /// Cells are the sets' cells in order, `cellGroups` the sets, `digits` the linking digits.
  private static func alsStep(
    _ technique: Technique, _ sets: [AlmostLockedSet], links: [Int], _ elims: [Elimination]
  )
    -> Step
  {
    Step(
      technique: technique, digits: DigitSet(links), cells: sets.flatMap(\.cells),
      units: sets.map { Unit(id: $0.unit) }, eliminations: elims, cellGroups: sets.map(\.cells))
  }
}
