/// A logical solve in progress: the position the grader steps through, kept so a generator can give it
/// one more clue and carry on instead of starting over.
struct LogicSolve {
  private(set) var grid: Grid
  private var candidates: Candidates
  /// The digits the solve placed, apart from the givens, for avoidable rectangles.
  private var placed = Grid()
  /// The hardest technique used so far.
  private(set) var hardest = Technique.nakedSingle
  /// The SE rating of the hardest step taken so far (`Step.seRating`), which sets a level above Expert.
  private(set) var hardestRating = 1.0
  private var empty: Int
  /// Whether the puzzle is known to have one solution, which lets unique rectangles in.
  let knownUnique: Bool

  init(puzzle: Grid, knownUnique: Bool) {
    self.knownUnique = knownUnique
    grid = puzzle
    candidates = Candidates(grid: puzzle)
    empty = 81 - puzzle.filledCount
  }

  /// Takes the easiest step with techniques up to `ceiling` until the grid is full or none applies, showing
  /// each step to `observe`. Returns whether the grid is full.
  mutating func run(upTo ceiling: Difficulty, observe: (Step) -> Void = { _ in }) -> Bool {
    while empty > 0,
      let step = LogicSolver.nextStep(
        candidates.masks, upTo: ceiling, knownUnique: knownUnique, placed: placed)
    {
      observe(step)
      hardest = max(hardest, step.technique)
      hardestRating = max(hardestRating, step.seRating)
      if let p = step.placement {
        empty -= 1
        placed[p.cell] = p.digit
      }
      step.apply(to: &grid, candidates: &candidates)
    }
    return empty == 0
  }

  /// Writes `digit` into the empty `cell` as a given.
  mutating func give(_ digit: Int, at cell: Int) {
    grid[cell] = digit
    candidates.place(digit, at: cell)
    empty -= 1
  }
}
