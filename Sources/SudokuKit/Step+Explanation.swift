extension Step {
  /// One human line naming cells 1-based, e.g. "Hidden single: 7 can only go in r3c5 within box 2".
  public var explanation: String {
    let name = technique.displayName
    let names = cells.map(Board.name)
    let digitList = Step.listed(digits.map(String.init))
    switch technique {
    case .nakedSingle:
      return "\(name): \(names[0]) can only hold \(placement!.digit)"
    case .hiddenSingle:
      return "\(name): \(placement!.digit) can only go in \(names[0]) within \(units[0])"
    case .pointing, .claiming:
      return "\(name): in \(units[0]), \(digitList) can only go in \(units[1]), so \(removals)"
    case .nakedPair, .nakedTriple, .nakedQuad:
      return "\(name): \(Step.listed(names)) hold only \(digitList), "
        + "so \(digitList) \(digits.count == 1 ? "is" : "are") removed from the rest of \(units[0])"
    case .hiddenPair, .hiddenTriple, .hiddenQuad:
      return "\(name): \(digitList) can only go in \(Step.listed(names)) within \(units[0]), "
        + "so their other candidates are removed"
    case .xWing, .swordfish, .jellyfish:
      let half = units.count / 2
      return "\(name) on \(digitList) in \(Step.lines(units[..<half])) "
        + "(\(Step.lines(units[half...]))): \(removals)"
    case .xyWing, .xyzWing:
      return wingExplanation
    case .wxyzWing:
      return wxyzWingExplanation
    case .simpleColoring:
      return coloringExplanation
    case .xChain:
      let links = names.enumerated().map { i, n in i == 0 ? n : (i % 2 == 1 ? " = " : " - ") + n }.joined()
      return "\(name) on \(digitList): \(links) (= only two places, - see each other); "
        + "\(names.first!) or \(names.last!) holds \(digitList), so \(removals)"
    case .wWing:
      return wWingExplanation
    case .finnedXWing, .finnedSwordfish:
      return finnedFishExplanation
    case .emptyRectangle:
      return emptyRectangleExplanation
    case .skyscraper, .twoStringKite, .turbotFish:
      return turbotFishExplanation
    case .uniqueRectangle1, .uniqueRectangle2, .uniqueRectangle3, .uniqueRectangle4, .hiddenRectangle,
      .avoidableRectangle:
      return rectangleExplanation
    case .uniqueLoop:
      return uniqueLoopExplanation
    case .bugPlusOne:
      let p = placement!
      return "\(name): every empty cell but \(names[0]) has two candidates, and every digit two places in "
        + "each unit, but \(p.digit) has three in the units of \(names[0]); were it not \(p.digit), every digit "
        + "could swap places in its pairs, giving two solutions or none: so \(names[0]) is \(p.digit)"
    case .medusa:
      return medusaExplanation
    case .alsXZ, .alsXYWing:
      return alsExplanation
    case .sueDeCoq:
      return sueDeCoqExplanation
    case .xyChain, .aic:
      return alternatingChainExplanation
    case .xCycle, .niceLoop:
      return loopExplanation
    case .cellForcingChain, .unitForcingChain, .digitForcingChain, .nestedForcingChain:
      return forcingExplanation
    case .trial:
      guard let p = placement else { return "\(name): no logical step applies" }
      return "\(name): no logical step applies, so here is one digit: \(Board.name(p.cell)) is \(p.digit)"
    }
  }

  /// "4 removed from r4c3, r9c8", grouping the eliminations by digit.
  var removals: String {
    var byDigit: [Int: [String]] = [:]
    for e in eliminations { byDigit[e.digit, default: []].append(Board.name(e.cell)) }
    return byDigit.keys.sorted().map { "\($0) removed from \(byDigit[$0]!.joined(separator: ", "))" }
      .joined(separator: "; ")
  }

  /// Cells are pivot then pincers; the pincers are ordered by their non-target digit.
  private var wingExplanation: String {
    let z = eliminations[0].digit
    let others = digits.subtracting(DigitSet([z])).map(String.init)
    let pivot =
      technique == .xyWing ? Step.listed(others, or: true) : Step.listed(digits.map(String.init), or: true)
    let a = Board.name(cells[1])
    let b = Board.name(cells[2])
    let who = technique == .xyWing ? "\(a) or \(b)" : "\(Board.name(cells[0])), \(a) or \(b)"
    return
      "\(technique.displayName): \(Board.name(cells[0])) holds \(pivot) and sees \(a) (\(others[0]) or \(z)) "
      + "and \(b) (\(others[1]) or \(z)); either way \(who) is \(z), so \(removals)"
  }

  private var coloringExplanation: String {
    let d = digits.first!
    let chain = Step.listed(cells.map(Board.name))
    let eliminated = Set(eliminations.map(\.cell))
    let isWrap = eliminated.isSubset(of: cells)
    guard isWrap else {
      let victims = eliminations.map { Board.name($0.cell) }
      return "\(technique.displayName) on \(d): \(chain) are linked in pairs where exactly one holds \(d), "
        + "so they split into two colors and one color holds \(d); \(Step.listed(victims)) "
        + "\(victims.count == 1 ? "sees" : "see") both colors, so \(removals)"
    }
    let wrong = cells.filter { eliminated.contains($0) }
    let clash = wrong.flatMap { a in wrong.filter { Board.sees(a, $0) && a < $0 }.map { (a, $0) } }.first
    let clashText = clash.map {
      "\(Board.name($0.0)) and \(Board.name($0.1)) share a color and see each other"
    }
    return "\(technique.displayName) on \(d): \(chain) are linked in pairs where exactly one holds \(d); "
      + "\(clashText ?? "one color contradicts itself"), so that color cannot hold \(d): \(removals)"
  }

  /// "rows 2 and 6" for a run of units of one kind.
  static func lines(_ units: ArraySlice<Unit>) -> String {
    let kind = units.first?.kind == .row ? "rows" : "columns"
    return "\(kind) \(listed(units.map { String($0.index + 1) }))"
  }

  /// "a", "a and b", "a, b and c" (or "or" in place of "and").
  static func listed(_ items: [String], or: Bool = false) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }
}
