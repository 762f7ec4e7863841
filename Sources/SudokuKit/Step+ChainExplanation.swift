/// Chain notation, the one way every chain is written to players:
///
/// - A node `r1c2=5` is the digit 5 in r1c2; `r1c23=5` is 5 in r1c2 or r1c3 (a group: one box and one line).
/// - Alternating chains link nodes with ` = ` (strong: if the left is false the right is true) and ` - `
///   (weak: if the left is true the right is false), starting and ending with a strong link.
/// - Forcing chains write facts, `r4c5=3` (holds) and `r4c9<>3` (is not there), each implying the next: ` -> `.
/// - The conclusion follows ` => `: `r2c3<>5` removes a candidate, `r2c3=5` places the digit.
extension Step {
  /// "r1c2=5 = r1c2=3 - r5c2=3 = r5c7=3": an alternating chain, off nodes before weak links.
  static func alternating(_ chain: [ChainNode]) -> String {
    chain.enumerated().map { i, node in
      (i == 0 ? "" : node.isOn ? " = " : " - ") + "\(node.place)=\(node.digit)"
    }.joined()
  }

  /// "r4c5=3 -> r4c9<>3 -> r6c9=3": one branch of a forcing chain.
  static func implications(_ chain: [ChainNode]) -> String {
    chain.map(\.statement).joined(separator: " -> ")
  }

  /// "=> r2c3<>5, r2c7<>5" or "=> r2c3=5".
  var conclusion: String {
    if let p = placement { return "=> \(Board.name(p.cell))=\(p.digit)" }
    return "=> " + eliminations.map { "\(Board.name($0.cell))<>\($0.digit)" }.joined(separator: ", ")
  }

  /// Cells are the two bivalue cells around the conjugate pair: c1, a, b, c2.
  var wWingExplanation: String {
    let pair = Step.listed(digits.map(String.init))
    let x = chains[0][1].digit
    let y = chains[0][0].digit
    let (a, b) = (cells[1], cells[2])
    let unit = Board.unitsOfCell[a].first { Board.units[$0].contains(b) }.map { "\(Unit(id: $0))" } ?? ""
    return "\(technique.displayName): \(Board.name(cells[0])) and \(Board.name(cells[3])) hold only \(pair), "
      + "and \(x) has only two places in \(unit), \(Board.name(a)) and \(Board.name(b)): "
      + "\(Step.alternating(chains[0])); one of them is \(y) \(conclusion)"
  }

  var alternatingChainExplanation: String {
    let chain = chains[0]
    let (first, last) = (chain.first!, chain.last!)
    let ends =
      technique == .xyChain
      ? "\(first.place) or \(last.place) is \(first.digit)"
      : "\(first.place)=\(first.digit) or \(last.place)=\(last.digit) is true"
    return "\(technique.displayName): \(Step.alternating(chain)) "
      + "(= if one is false the other is true, - if one is true the other is false); \(ends) \(conclusion)"
  }

  /// A closed loop, written from its first node round to it again: "r1c2=5 = r1c5=5 - r3c5=5 = r3c2=5 - r1c2=5".
  var loopExplanation: String {
    let loop = chains[0]
    let name = technique == .xCycle ? "\(technique.displayName) on \(loop[0].digit)" : technique.displayName
    return "\(name): \(Step.alternating(loop + [loop[0]])) "
      + "(= if one is false the other is true, - if one is true the other is false); the loop closes, so "
      + "each - link has one true end too, and a candidate ruled out by both ends of one goes \(conclusion)"
  }

  /// "A and B contradict each other", "A leaves r3c3 no candidate", "A leaves 4 no place in row 3".
  private static func contradiction(_ kind: Contradiction, _ chains: ArraySlice<[ChainNode]>) -> String {
    let first = implications(chains[chains.startIndex])
    switch kind {
    case .emptyCell(let cell): return "\(first) leaves \(Board.name(cell)) no candidate"
    case .noPlace(let unit, let digit): return "\(first) leaves \(digit) no place in \(unit)"
    case .clash: return "\(first) and \(implications(chains[chains.startIndex + 1])) contradict each other"
    }
  }

  /// Chains: the outer assumption alone, then per inner branch its assumption alone and the one or two
  /// chains of its contradiction.
  private var nestedExplanation: String {
    let start = chains[0][0]
    var next = 1
    var cases: [String] = []
    var digits: [String] = []
    for kind in contradictions {
      let inner = chains[next][0]
      let count = if case .clash = kind { 2 } else { 1 }
      cases.append("with \(inner.statement), \(Step.contradiction(kind, chains[(next + 1)...]))")
      digits.append(String(inner.digit))
      next += 1 + count
    }
    return "\(technique.displayName): if \(start.statement), \(chains[1][0].place) keeps only "
      + "\(Step.listed(digits, or: true)) and each fails: \(cases.joined(separator: "; ")); "
      + "so \(start.statement) is false \(conclusion)"
  }

  var forcingExplanation: String {
    let name = technique.displayName
    let branches = chains.map(Step.implications).joined(separator: "; ")
    switch technique {
    case .cellForcingChain:
      let cell = chains[0][0].place
      return "\(name): \(cell) is \(Step.listed(chains.map { String($0[0].digit) }, or: true)); "
        + "\(branches); either way \(conclusion)"
    case .unitForcingChain:
      let places = Step.listed(chains.map { $0[0].place }, or: true)
      return "\(name): \(chains[0][0].digit) goes in \(places) within \(units[0]); "
        + "\(branches); either way \(conclusion)"
    case .nestedForcingChain:
      return nestedExplanation
    default:
      let start = chains[0][0]
      guard let kind = contradictions.first else {
        return "\(name): \(start.place) is \(start.digit) or not; \(branches); either way \(conclusion)"
      }
      let trouble = Step.contradiction(kind, chains[...])
      return "\(name): \(trouble), so \(start.statement) is false \(conclusion)"
    }
  }
}
