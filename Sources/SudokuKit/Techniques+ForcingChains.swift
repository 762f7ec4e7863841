extension Techniques {
  /// Cell forcing chain: each candidate of a cell with two or three, followed by singles, leads to the same
  /// placement or removal, so it holds whichever the cell's digit is.
  static func cellForcingChain(_ m: Pencilmarks) -> Step? {
    for size in 2...3 {
      for c in 0..<81 where m[c].nonzeroBitCount == size {
        let branches = DigitSet(mask: m[c]).map {
          Propagation(m.masks, assuming: Propagation.fact(c, $0, isOn: true))
        }
        if let step = agreement(of: branches, .cellForcingChain, m) { return step }
      }
    }
    return nil
  }

  /// Unit forcing chain: each place a digit has left in a unit (two or three), followed by singles, leads to
  /// the same placement or removal, so it holds wherever the digit goes.
  static func unitForcingChain(_ m: Pencilmarks) -> Step? {
    for size in 2...3 {
      for u in scanOrder {
        for d in 1...9 {
          let places = m.positions(of: DigitSet.bit(d), in: u)
          guard places.nonzeroBitCount == size else { continue }
          let branches = cells(in: u, at: places).map {
            Propagation(m.masks, assuming: Propagation.fact($0, d, isOn: true))
          }
          if let step = agreement(of: branches, .unitForcingChain, m, unit: u) { return step }
        }
      }
    }
    return nil
  }

  /// Digit forcing chain: a candidate assumed true leads by singles to a contradiction (so it goes), assumed
  /// false to one (so it is the cell's digit), or both ways to the same placement or removal.
  static func digitForcingChain(_ m: Pencilmarks) -> Step? {
    for c in 0..<81 where m[c] != 0 {
      for d in DigitSet(mask: m[c]) {
        let on = Propagation(m.masks, assuming: Propagation.fact(c, d, isOn: true))
        if let why = on.contradiction {
          return contradicting(on, why, conclusion: Propagation.fact(c, d, isOn: false))
        }
        let off = Propagation(m.masks, assuming: Propagation.fact(c, d, isOn: false))
        if let why = off.contradiction {
          return contradicting(off, why, conclusion: Propagation.fact(c, d, isOn: true))
        }
        if let step = agreement(of: [on, off], .digitForcingChain, m) { return step }
      }
    }
    return nil
  }

  /// The fact every branch derives that the position does not know yet: a placement if any (they solve
  /// fastest), otherwise the removal with the shortest longest branch. Nil when a branch is impossible,
  /// which the digit forcing chain explains on its own.
  private static func agreement(
    of branches: [Propagation], _ technique: Technique, _ m: Pencilmarks, unit: Int? = nil
  ) -> Step? {
    guard branches.allSatisfy({ $0.contradiction == nil }) else { return nil }
    var best: (fact: Int, length: Int)? = nil
    for c in 0..<81 where m[c] != 0 {
      for d in DigitSet(mask: m[c]) {
        for isOn in [true, false] {
          let fact = Propagation.fact(c, d, isOn: isOn)
          guard branches.allSatisfy({ $0.holds(fact) }) else { continue }
          let length = branches.map { $0.depth[fact] }.max()!
          let better = best.map { old in isOn != (old.fact & 1 == 1) ? isOn : length < old.length } ?? true
          if better { best = (fact, length) }
        }
      }
    }
    guard let best else { return nil }
    return forcingStep(technique, branches.map { $0.chain(to: best.fact) }, conclusion: best.fact, unit: unit)
  }

  /// A step removing or placing the assumption of a branch that ends in a contradiction.
  private static func contradicting(_ branch: Propagation, _ why: Propagation.Contradiction, conclusion: Int)
    -> Step
  {
    let (chains, kind) = contradictionChains(branch, why)
    let step = forcingStep(.digitForcingChain, chains, conclusion: conclusion)
    return step.with(chains: chains, contradictions: [kind])
  }

  /// The chains that show a branch impossible: to the fact that emptied a cell or a unit, or to two facts
  /// that clash.
  static func contradictionChains(_ branch: Propagation, _ why: Propagation.Contradiction)
    -> (chains: [[ChainNode]], kind: Contradiction)
  {
    switch why {
    case .emptyCell(let cell, let fact):
      return ([branch.chain(to: fact)], .emptyCell(cell))
    case .noPlace(let unit, let digit, let fact):
      return ([branch.chain(to: fact)], .noPlace(Unit(id: unit), digit: digit))
    case .clash(let fact):
      // The clashing fact's opposite is what the branch had already derived about that cell.
      let cell = fact / 18
      let other =
        fact & 1 == 1 && branch.placed[cell] > 0
        ? Propagation.fact(cell, branch.placed[cell], isOn: true) : fact ^ 1
      return ([branch.chain(to: fact), branch.chain(to: other)], .clash(cell))
    }
  }

  /// The cells of every chain, for the hint view, and the conclusion as a placement or a removal.
  static func forcingStep(
    _ technique: Technique, _ chains: [[ChainNode]], conclusion: Int, unit: Int? = nil
  )
    -> Step
  {
    let node = Propagation.node(conclusion)
    var cells: [Int] = []
    for chain in chains { for n in chain where !cells.contains(n.cells[0]) { cells.append(n.cells[0]) } }
    let target = Placement(cell: node.cells[0], digit: node.digit)
    return Step(
      technique: technique, digits: DigitSet(chains.map { $0[0].digit }), cells: cells,
      units: unit.map { [Unit(id: $0)] } ?? [], placement: node.isOn ? target : nil,
      eliminations: node.isOn ? [] : [Elimination(cell: target.cell, digit: target.digit)], chains: chains)
  }
}
