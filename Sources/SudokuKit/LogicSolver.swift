/// Finds the next human-style deduction in a position, trying techniques from easiest to hardest.
public enum LogicSolver {
  /// The techniques tried after the singles, in `Technique`'s difficulty order.
  private static let searched = Technique.allCases.filter { $0 > .hiddenSingle && $0 != .trial }

  /// The easiest step that places a digit or removes at least one candidate, or nil when stuck.
  /// Candidates of filled cells are ignored. Unique rectangles are tried only when `knownUnique` says the
  /// puzzle has exactly one solution (on any other they could remove a true candidate); avoidable
  /// rectangles only when `givens` also tells the given digits from the placed ones.
  public static func nextStep(
    grid: Grid, candidates: Candidates, knownUnique: Bool = false, givens: Grid? = nil
  )
    -> Step?
  {
    nextStep(cleared(grid, candidates), knownUnique: knownUnique, placed: givens.map { placed(grid, $0) })
  }

  /// The first productive step of one technique only, or nil when it does not apply.
  public static func step(using technique: Technique, grid: Grid, candidates: Candidates, givens: Grid? = nil)
    -> Step?
  {
    var graph: ChainGraph? = nil
    let marks = Pencilmarks(cleared(grid, candidates), placed: givens.map { placed(grid, $0) })
    return step(using: technique, marks, &graph)
  }

  /// The digits of `grid` that are not among `givens`.
  static func placed(_ grid: Grid, _ givens: Grid) -> Grid {
    var placed = grid
    for c in 0..<81 where givens[c] != 0 { placed[c] = 0 }
    return placed
  }

  /// The search on masks already cleared for filled cells, as the grader keeps them. Techniques above
  /// `ceiling` are not tried, so a capped search is stuck where the full one would go on.
  static func nextStep(
    _ masks: [UInt16], upTo ceiling: Difficulty = .nightmare, knownUnique: Bool = false, placed: Grid? = nil
  ) -> Step? {
    if let step = Techniques.nakedSingle(masks) ?? Techniques.hiddenSingle(masks) { return step }
    guard ceiling > .easy else { return nil }
    // Singles make most steps, so the position tables are only built once they fail.
    let marks = Pencilmarks(masks, placed: placed)
    var graph: ChainGraph? = nil
    for technique in searched {
      if technique.level > ceiling { break }
      if technique.needsUniqueness && !knownUnique { continue }
      if let step = step(using: technique, marks, &graph) { return step }
    }
    return nil
  }

  /// `graph` is the full chain graph of the position, built by the first technique that searches it.
  private static func step(using technique: Technique, _ m: Pencilmarks, _ graph: inout ChainGraph?) -> Step?
  {
    switch technique {
    case .nakedSingle: return Techniques.nakedSingle(m.masks)
    case .hiddenSingle: return Techniques.hiddenSingle(m.masks)
    case .pointing: return Techniques.pointing(m)
    case .claiming: return Techniques.claiming(m)
    case .nakedPair: return Techniques.nakedSubset(size: 2, m)
    case .nakedTriple: return Techniques.nakedSubset(size: 3, m)
    case .nakedQuad: return Techniques.nakedSubset(size: 4, m)
    case .hiddenPair: return Techniques.hiddenSubset(size: 2, m)
    case .hiddenTriple: return Techniques.hiddenSubset(size: 3, m)
    case .hiddenQuad: return Techniques.hiddenSubset(size: 4, m)
    case .xWing: return Techniques.fish(size: 2, m)
    case .swordfish: return Techniques.fish(size: 3, m)
    case .jellyfish: return Techniques.fish(size: 4, m)
    case .xyWing: return Techniques.xyWing(m)
    case .uniqueRectangle1: return Techniques.uniqueRectangle1(m)
    case .uniqueRectangle2: return Techniques.uniqueRectangle2(m)
    case .uniqueRectangle3: return Techniques.uniqueRectangle3(m)
    case .uniqueRectangle4: return Techniques.uniqueRectangle4(m)
    case .hiddenRectangle: return Techniques.hiddenRectangle(m)
    case .avoidableRectangle: return Techniques.avoidableRectangle(m)
    case .uniqueLoop: return Techniques.uniqueLoop(m)
    case .bugPlusOne: return Techniques.bugPlusOne(m)
    case .skyscraper: return Techniques.skyscraper(m)
    case .twoStringKite: return Techniques.twoStringKite(m)
    case .turbotFish: return Techniques.turbotFish(m)
    case .wWing: return Techniques.wWing(m)
    case .emptyRectangle: return Techniques.emptyRectangle(m)
    case .xyzWing: return Techniques.xyzWing(m)
    case .wxyzWing: return Techniques.wxyzWing(m)
    case .finnedXWing: return Techniques.finnedFish(size: 2, m)
    case .finnedSwordfish: return Techniques.finnedFish(size: 3, m)
    case .sueDeCoq: return Techniques.sueDeCoq(m)
    case .simpleColoring: return Techniques.simpleColoring(m)
    case .xCycle: return Techniques.xCycle(m)
    case .xChain: return Techniques.xChain(m)
    case .xyChain: return Techniques.xyChain(m)
    case .medusa: return Techniques.medusa(m)
    case .niceLoop, .aic:
      // The nice loop and the AIC search the same graph, and building it is a good part of either search.
      let full = graph ?? ChainGraph(m, mode: .full)
      graph = full
      return technique == .aic ? Techniques.aic(full) : Techniques.niceLoop(full)
    case .alsXZ: return Techniques.alsXZ(m)
    case .alsXYWing: return Techniques.alsXYWing(m)
    case .cellForcingChain: return Techniques.cellForcingChain(m)
    case .unitForcingChain: return Techniques.unitForcingChain(m)
    case .digitForcingChain: return Techniques.digitForcingChain(m)
    case .nestedForcingChain: return Techniques.nestedForcingChain(m)
    case .trial: return nil
    }
  }

  private static func cleared(_ grid: Grid, _ candidates: Candidates) -> [UInt16] {
    var masks = candidates.masks
    for c in 0..<81 where grid[c] != 0 { masks[c] = 0 }
    return masks
  }
}
