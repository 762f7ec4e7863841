extension Techniques {
  /// Nested forcing chain: a candidate assumed true leaves, by singles and locked candidates, a cell with two
  /// candidates where each, assumed on top of it, ends in a contradiction; so the candidate goes. The last
  /// resort before trial: it tries every candidate against every such cell, so it runs only when all else
  /// is stuck.
  static func nestedForcingChain(_ m: Pencilmarks) -> Step? {
    for c in 0..<81 where m[c] != 0 {
      for d in DigitSet(mask: m[c]) {
        let assumption = Propagation.fact(c, d, isOn: true)
        let branch = Propagation(m.masks, assuming: assumption)
        // A branch that fails alone is the digit forcing chain's.
        guard branch.contradiction == nil else { continue }
        for b in 0..<81 where branch.placed[b] == 0 && branch.masks[b].nonzeroBitCount == 2 {
          let inner = DigitSet(mask: branch.masks[b]).map {
            Propagation(m.masks, assuming: assumption, Propagation.fact(b, $0, isOn: true))
          }
          guard inner.allSatisfy({ $0.contradiction != nil }) else { continue }
          // The outer assumption alone, then each inner assumption alone followed by its contradiction.
          var chains = [[Propagation.node(assumption)]]
          var kinds: [Contradiction] = []
          for (sub, digit) in zip(inner, DigitSet(mask: branch.masks[b])) {
            let (shown, kind) = contradictionChains(sub, sub.contradiction!)
            chains.append([ChainNode(digit: digit, cells: [b], isOn: true)])
            chains += shown
            kinds.append(kind)
          }
          let step = forcingStep(.nestedForcingChain, chains, conclusion: Propagation.fact(c, d, isOn: false))
          return step.with(chains: chains, contradictions: kinds)
        }
      }
    }
    return nil
  }
}
