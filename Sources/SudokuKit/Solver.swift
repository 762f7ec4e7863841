/// How many solutions a puzzle has, with the solution when it is unique.
public enum Uniqueness: Equatable, Sendable {
  case none
  case unique(Grid)
  case multiple
}

/// Exact solver: `BandSearch`, bitboard propagation of singles and locked candidates, naked pairs where it
/// guesses, and guessing.
public enum Solver {
  /// The first solution found, or nil when there is none.
  public static func solve(_ grid: Grid) -> Grid? {
    let (count, solution) = search(grid, limit: 1)
    return count > 0 ? solution : nil
  }

  /// Number of solutions, counting stops at `limit` (use 2 to test uniqueness).
  public static func countSolutions(_ grid: Grid, limit: Int) -> Int {
    search(grid, limit: max(1, limit)).count
  }

  /// Whether the puzzle has no, one or several solutions.
  public static func uniqueness(_ grid: Grid) -> Uniqueness {
    switch search(grid, limit: 2) {
    case (0, _): return .none
    case (1, let solution): return .unique(solution)
    default: return .multiple
    }
  }

  /// Counts the solutions of the puzzle in `cells` (81 digits, 0 for empty) up to `limit`, writing the first
  /// found to `solution` (81 digits, untouched when there is none). For callers that solve many puzzles
  /// from their own buffers, without making a `Grid` of each.
  public static func countSolutions(
    cells: UnsafePointer<UInt8>, limit: Int, solution: UnsafeMutablePointer<UInt8>
  ) -> Int {
    BandSearch.count(cells, limit: max(1, limit), solution: solution)
  }

  /// A uniformly shuffled complete grid: branching tries digits in an order drawn from `rng`.
  public static func randomSolution(using rng: inout SeededRandom) -> Grid {
    var engine = CellSearch(limit: 1)
    engine.shuffleSeed = rng.next()
    _ = engine.run(Grid())
    return engine.firstSolution!
  }

  /// A solution of `puzzle` other than `solution`, which must solve it, when filling `cells` from `solution`
  /// would leave no other: any other solution then differs from `solution` in one of those cells. Searching
  /// for exactly that skips finding `solution` again, which counting to two has to do.
  static func otherSolution(_ puzzle: Grid, than solution: Grid, differingIn cells: [Int]) -> Grid? {
    var fixed = puzzle
    for cell in cells {
      let (count, other) = search(fixed, limit: 1, excluded: (cell, solution[cell]))
      if count > 0 { return other }
      fixed[cell] = solution[cell]
    }
    return nil
  }

  /// Whether naked and hidden singles alone fill the grid, or with locked candidates too: a cheap test that
  /// the grader needs only singles (easy), or nothing beyond medium.
  static func fillsWithoutGuessing(_ puzzle: Grid, lockedCandidates: Bool) -> Bool {
    // The band engine's propagation is singles and locked candidates too, several times cheaper (its
    // within-band placement table is exactly pointing and claiming iterated: on three rows and three boxes
    // an option in no placement always leaves some row or box a single option). The tests hold the two to
    // the same answers. Singles alone stay with the cell engine.
    let fills = puzzle.cells.withUnsafeBufferPointer { BandSearch.fillsByPropagation($0.baseAddress!) }
    guard fills && !lockedCandidates else { return fills }
    var engine = CellSearch(limit: 1)
    engine.guessing = false
    engine.lockedCandidates = lockedCandidates
    return engine.run(puzzle) > 0
  }

  private static func search(
    _ grid: Grid, limit: Int, excluded: (cell: Int, digit: Int)? = nil
  ) -> (count: Int, solution: Grid) {
    var solution = [UInt8](repeating: 0, count: 81)
    let count = grid.cells.withUnsafeBufferPointer { cells in
      solution.withUnsafeMutableBufferPointer {
        BandSearch.count(cells.baseAddress!, limit: limit, excluded: excluded, solution: $0.baseAddress!)
      }
    }
    return (count, Grid(cells: solution))
  }
}
