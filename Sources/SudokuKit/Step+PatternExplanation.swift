extension Step {
  /// Units are base lines then cover lines; cells are the fish's cells in the covers, then its fins.
  var finnedFishExplanation: String {
    let half = units.count / 2
    let covers = Set(units[half...].map(\.id))
    let fins = cells.filter { c in Board.unitsOfCell[c].allSatisfy { !covers.contains($0) } }
    let baseLines = units[..<half]
    // Sashimi: some base line keeps a single cell once its fins are set aside.
    let sashimi = baseLines.contains { line in
      let inCovers = cells.filter { line.cells.contains($0) && !fins.contains($0) }
      return inCovers.count == 1 && fins.contains { line.cells.contains($0) }
    }
    let fish = technique == .finnedXWing ? "X-Wing" : "Swordfish"
    let name = "\(sashimi ? "Sashimi" : "Finned") \(fish)"
    let d = digits.first!
    return "\(name) on \(d) in \(Step.lines(baseLines)) (\(Step.lines(units[half...]))), "
      + "fin\(fins.count == 1 ? "" : "s") \(Step.listed(fins.map(Board.name))): either the fish holds or "
      + "a fin is \(d), and \(Step.listed(eliminations.map { Board.name($0.cell) })) "
      + "\(eliminations.count == 1 ? "sees" : "see") both, so \(removals)"
  }

  /// Units are the box, then the cross's row and column; cells are the box's places, then the pair.
  var emptyRectangleExplanation: String {
    let d = digits.first!
    let a = Board.name(cells[cells.count - 2])
    let end = Board.name(cells[cells.count - 1])
    let victim = Board.name(eliminations[0].cell)
    return "\(technique.displayName) on \(d): in \(units[0]) it lies only in \(units[1]) and \(units[2]); "
      + "\(a) and \(end) are the only two places in their line, so \(victim)=\(d) would make \(a) \(d) "
      + "and leave \(units[0]) no place: \(removals)"
  }

  /// Cells are the first link's far and near ends, then the second's near and far ends; units are the two
  /// links' units, then the one the near ends share.
  var turbotFishExplanation: String {
    let d = digits.first!
    let names = cells.map(Board.name)
    return "\(technique.displayName) on \(d): in \(units[0]) it can only go in \(names[0]) or \(names[1]), "
      + "in \(units[1]) only in \(names[2]) or \(names[3]); \(names[1]) and \(names[2]) share \(units[2]), "
      + "so at most one of them is \(d) and \(names[0]) or \(names[3]) is: \(removals)"
  }

  /// Cells are the hinge, then the three cells it sees; digits are the four they hold.
  var wxyzWingExplanation: String {
    let z = eliminations[0].digit
    let names = cells.map(Board.name)
    let others = digits.subtracting(DigitSet([z])).map(String.init)
    return "\(technique.displayName): \(names[0]) and the cells it sees \(Step.listed(Array(names[1...]))) "
      + "hold only \(Step.listed(digits.map(String.init))); \(Step.listed(others)) can each be in only one "
      + "of them (their places there see each other), so one of the four is \(z): \(removals)"
  }

  /// Cell groups are the meeting cells, then the line's and the box's other cells; units the line and box.
  var sueDeCoqExplanation: String {
    let groups = cellGroups.map { Step.listed($0.map(Board.name)) }
    return "\(technique.displayName): where \(units[0]) meets \(units[1]), \(groups[0]) hold "
      + "\(Step.listed(digits.map(String.init))); with \(groups[1]) from the rest of \(units[0]) and "
      + "\(groups[2]) from the rest of \(units[1]), which share no digit, these \(cells.count) cells hold just "
      + "\(cells.count) digits, each in one of them: \(removals)"
  }

  /// Chains: the candidates of one color (on), then of the other (off).
  var medusaExplanation: String {
    let colors = chains.map { side in side.map { "\($0.place)=\($0.digit)" }.joined(separator: ", ") }
    let removed = Set(eliminations.map { $0.cell * 9 + $0.digit - 1 })
    let wrapped = chains.first { side in
      Set(side.map { $0.cells[0] * 9 + $0.digit - 1 }) == removed
    }
    let reason =
      wrapped != nil
      ? "one color would put two digits in a cell, a digit twice in a unit, or leave a cell empty, so it is false"
      : "each removed candidate is false whichever color is true"
    return "\(technique.displayName): strong links split these candidates into two colors, one of them "
      + "true: [\(colors[0])] and [\(colors[1])]; \(reason): \(removals)"
  }

  /// Cell groups are the almost locked sets (A, B, then the pivot for the wing); units the units they lie in.
  var alsExplanation: String {
    let sets = zip(cellGroups, units).map { group, unit in "\(Step.listed(group.map(Board.name))) (\(unit))" }
    let zs = Step.listed(Array(Set(eliminations.map(\.digit))).sorted().map(String.init), or: true)
    let links = Step.listed(digits.map(String.init))
    if technique == .alsXZ {
      return
        "\(technique.displayName): \(sets[0]) and \(sets[1]) each hold one digit more than they have cells; "
        + "\(links) cannot be in both (each one's \(links) sees the other's), so the set without it is locked "
        + "and \(zs) is in one of them: \(removals)"
    }
    return
      "\(technique.displayName): \(sets[0]), \(sets[1]) and the pivot \(sets[2]) each hold one digit more "
      + "than they have cells; the pivot shares \(links) with the other two, one each, never in both; if neither "
      + "held \(zs), both would be locked and take those digits from the pivot, leaving it short: \(removals)"
  }
}
