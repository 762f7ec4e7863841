/// Chains told in plain words beside their notation: what each link means, read from an assumption to
/// what it forces ("if r3c6 is not 2, it is 1, so r3c8 is not 1, …").
extension Step {
  /// The step's reasoning in words, for the chain techniques whose notation needs reading; nil for the
  /// others, whose explanation is already in words.
  public var inWords: String? {
    switch technique {
    case .xChain:
      let digit = digits.first ?? 0
      // Cells alternate strong and weak links starting with a strong one (see `explanation`).
      let nodes = cells.enumerated().map { i, cell in ChainNode(digit: digit, cells: [cell], isOn: i % 2 == 1)
      }
      return Step.alternatingInWords(nodes) + "; either way " + outcomeInWords
    case .xyChain, .aic, .wWing:
      guard let chain = chains.first, chain.count > 1 else { return nil }
      return Step.alternatingInWords(chain) + "; either way " + outcomeInWords
    case .xCycle, .niceLoop:
      guard let loop = chains.first else { return nil }
      return Step.linksInWords(loop + [loop[0]]) + ", as it began; if \(loop[0].words(holding: true)), "
        + "each link turns the other way round the loop. So one end of every link holds, and "
        + outcomeInWords
    case .cellForcingChain:
      let cell = chains[0][0].place
      let options = Step.listed(chains.map { String($0[0].digit) }, or: true)
      return "\(cell) is \(options). " + branchesInWords + " Every way, " + outcomeInWords
    case .unitForcingChain:
      let places = Step.listed(chains.map { $0[0].place }, or: true)
      return "\(chains[0][0].digit) goes in \(places) within \(units[0]). " + branchesInWords
        + " Every way, " + outcomeInWords
    case .digitForcingChain:
      guard contradictions.isEmpty else {
        let start = chains[0][0]
        return Step.implicationsInWords(chains[0]) + ", which cannot be: so "
          + start.words(holding: !start.isOn) + ", and " + outcomeInWords
      }
      return branchesInWords + " Either way, " + outcomeInWords
    default:
      return nil
    }
  }

  /// "If A, then B. If C, then D." for every branch.
  private var branchesInWords: String {
    chains.map { Step.implicationsInWords($0) + "." }.joined(separator: " ")
  }

  /// "r2c7 is 4." or "r2c3 and r2c7 cannot be 5."
  var outcomeInWords: String {
    if let p = placement { return "\(Board.name(p.cell)) is \(p.digit)." }
    var byDigit: [Int: [String]] = [:]
    for e in eliminations { byDigit[e.digit, default: []].append(Board.name(e.cell)) }
    return byDigit.keys.sorted().map { "\(Step.listed(byDigit[$0]!)) cannot be \($0)" }
      .joined(separator: "; ") + "."
  }

  /// An alternating chain read from its first node assumed false: across a strong link the next node
  /// holds, across a weak one it does not; so one of the two ends holds.
  static func alternatingInWords(_ chain: [ChainNode]) -> String {
    let (first, last) = (chain[0], chain[chain.count - 1])
    return linksInWords(chain) + ". So \(first.words(holding: true)) or \(last.words(holding: true))"
  }

  /// "If r3c6 is not 2, then r3c6 is 1, so r3c8 is not 1": the links followed from the first node false.
  static func linksInWords(_ chain: [ChainNode]) -> String {
    var parts = ["if \(chain[0].words(holding: false))"]
    for (i, node) in chain.enumerated().dropFirst() {
      parts.append((i == 1 ? "then " : "so ") + node.words(holding: node.isOn))
    }
    let sentence = parts.joined(separator: ", ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }

  /// "If r4c5 is 3, then r4c9 is not 3, then r6c9 is 3": one branch, each fact forcing the next.
  static func implicationsInWords(_ chain: [ChainNode]) -> String {
    let facts = chain.map { $0.words(holding: $0.isOn) }
    return "If \(facts[0])" + facts.dropFirst().map { ", then \($0)" }.joined()
  }
}

extension ChainNode {
  /// "r3c6 is 2" or "r3c6 is not 2"; for a group of cells, "2 is in r3c56" or "2 is not in r3c56".
  func words(holding: Bool) -> String {
    if cells.count == 1 { return "\(place) is \(holding ? "" : "not ")\(digit)" }
    return "\(digit) is \(holding ? "" : "not ")in \(place)"
  }
}
