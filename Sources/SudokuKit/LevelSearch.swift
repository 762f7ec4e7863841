/// The search behind `Generator.generate` for one difficulty. It walks through minimal puzzles of a
/// solution grid, each a neighbour of the last (one orbit swapped in, others out), rates each, and gives a
/// puzzle rated too hard every single orbit back that could bring it down to the target.
///
/// Random minimal puzzles rarely land on a given level (hard ones least: about 1 in 300), but a neighbour
/// costs a fraction of a fresh puzzle, and most hard puzzles turn out to be a minimal puzzle plus one orbit.
struct LevelSearch {
  /// How a puzzle compares with the target difficulty.
  enum Rating {
    case easier, onTarget
    /// Stuck with every technique up to the target's; `stall` is where the logical solve stopped.
    case harder(stall: LogicSolve)
  }

  /// Minimal puzzles tried on one solution grid before drawing another: a grid's known unavoidable sets
  /// make its later puzzles cheaper, a fresh grid keeps an unlucky one from holding the search up.
  static let attemptsPerGrid = 64
  /// Steps of a walk before it starts over from a fresh minimal puzzle: a step gives one orbit back and
  /// often clears two, so a long walk drifts to fewer clues, where puzzles are mostly too hard.
  static let walkLength = 8

  let target: Difficulty
  let orbits: ClueOrbits
  /// Minimal puzzles rated so far (passes of clue clearing for easy puzzles).
  private(set) var attempts = 0
  private var carver: ClueCarver?
  private var last: Grid?

  init(target: Difficulty, orbits: ClueOrbits) {
    self.target = target
    self.orbits = orbits
  }

  /// The next puzzle that the grader rates exactly at the target, with its solution.
  mutating func next(using rng: inout SeededRandom) -> (puzzle: Grid, solution: Grid) {
    while true {
      if attempts % LevelSearch.attemptsPerGrid == 0 {
        carver = ClueCarver(solution: Solver.randomSolution(using: &rng), orbits: orbits)
      }
      if attempts % LevelSearch.walkLength == 0 { last = nil }
      attempts += 1
      let solution = carver!.solution
      // The grader has the last word; the capped solves behind `attempt` agree with it by construction.
      // A puzzle logic cannot finish is never handed out: its hints would have to guess.
      guard let puzzle = attempt(using: &rng) else { continue }
      let report = Grader.outline(of: puzzle, knownUnique: true)
      if report.solvedLogically && report.level == target { return (puzzle, solution) }
    }
  }

  private mutating func attempt(using rng: inout SeededRandom) -> Grid? {
    let solution = carver!.solution
    if target == .easy {
      // Whatever singles solve is unique, so clearing needs no solution counting and always ends easy.
      var puzzle = solution
      for k in orbits.all.shuffled(using: &rng) {
        let next = puzzle.clearing(orbits[k])
        if Solver.fillsWithoutGuessing(next, lockedCandidates: false) { puzzle = next }
      }
      return puzzle
    }
    let minimal = last.map { carver!.neighbour(of: $0, using: &rng) } ?? carver!.minimalPuzzle(using: &rng)
    // The walk staying put has nothing new to rate.
    guard minimal != last else { return nil }
    last = minimal
    switch rate(minimal) {
    case .onTarget: return minimal
    case .easier: return nil
    case .harder(let stall): return loosen(minimal, stall, solution, using: &rng)
    }
  }

  /// A puzzle one orbit richer than `puzzle` that rates on target, if any. Only orbits with a cell the
  /// stuck solve left empty can change its outcome; for each, the cheap propagation test comes first, then
  /// the stuck solve goes on from where it stopped with the orbit given, which rules out most at a fraction
  /// of a fresh solve's cost.
  private func loosen(_ puzzle: Grid, _ stall: LogicSolve, _ solution: Grid, using rng: inout SeededRandom)
    -> Grid?
  {
    let useful = orbits.empty(in: puzzle).filter { k in orbits[k].contains { stall.grid[$0] == 0 } }
    for k in useful.shuffled(using: &rng) {
      let next = puzzle.filling(orbits[k], from: solution)
      guard !propagationFills(next) else { continue }
      var solve = stall
      for c in orbits[k] where solve.grid[c] == 0 { solve.give(solution[c], at: c) }
      guard solve.run(upTo: target) else { continue }
      if case .onTarget = rateLogically(next) { return next }
    }
    return nil
  }

  /// Rates a unique puzzle against the target.
  private func rate(_ puzzle: Grid) -> Rating { propagationFills(puzzle) ? .easier : rateLogically(puzzle) }

  /// Whether the solver's propagation fills the grid, a cheap proof that the puzzle is below the target:
  /// singles alone mean easy, singles and locked candidates medium at most.
  private func propagationFills(_ puzzle: Grid) -> Bool {
    Solver.fillsWithoutGuessing(puzzle, lockedCandidates: target > .medium)
  }

  /// Rates with the grader's own solve, capped at the target's techniques up to Expert; above Expert, a
  /// puzzle that Expert's techniques cannot finish is solved to the end for its rating, whose band is
  /// its level. One that needs trial is too hard for every target.
  private func rateLogically(_ puzzle: Grid) -> Rating {
    var solve = LogicSolve(puzzle: puzzle, knownUnique: true)
    guard solve.run(upTo: min(target, .expert)) else {
      guard target > .expert else { return .harder(stall: solve) }
      let stall = solve
      guard solve.run(upTo: .nightmare) else { return .harder(stall: stall) }
      let level = Grader.level(hardest: solve.hardest, rating: solve.hardestRating)
      return level == target ? .onTarget : level < target ? .easier : .harder(stall: stall)
    }
    return solve.hardest.level == target ? .onTarget : .easier
  }
}
