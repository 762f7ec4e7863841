/// Builds unique-solution puzzles that the grader rates at a requested difficulty.
public enum Generator {
  /// A puzzle that `Grader` rates exactly `difficulty` and solves without trial; the same `rng` state always
  /// gives the same puzzle.
  /// With `symmetric`, clues keep 180° rotational symmetry (cell c is given exactly when cell 80 - c is).
  public static func generate(
    difficulty: Difficulty, using rng: inout SeededRandom, symmetric: Bool = true
  ) -> GeneratedPuzzle {
    var search = LevelSearch(target: difficulty, orbits: ClueOrbits(symmetric: symmetric))
    let (puzzle, solution) = search.next(using: &rng)
    return GeneratedPuzzle(
      puzzle: puzzle, solution: solution, difficulty: difficulty, attempts: search.attempts)
  }

  /// A random minimal puzzle of whatever difficulty it turns out to have: the fastest way to a puzzle, and
  /// the sample that shows how rare each level is without a directed search.
  public static func minimalPuzzle(using rng: inout SeededRandom, symmetric: Bool = true) -> GeneratedPuzzle {
    var carver = ClueCarver(
      solution: Solver.randomSolution(using: &rng), orbits: ClueOrbits(symmetric: symmetric))
    let puzzle = carver.minimalPuzzle(using: &rng)
    return GeneratedPuzzle(
      puzzle: puzzle, solution: carver.solution, difficulty: Grader.level(of: puzzle, knownUnique: true),
      attempts: 1)
  }

  /// `count` puzzles of `difficulty`. Puzzle `i` depends only on `seed` and `i`, so any one of them can be
  /// made again alone with `seed(ofPuzzle:inBatch:)`.
  public static func generateBatch(
    difficulty: Difficulty, count: Int, seed: UInt64, symmetric: Bool = true
  ) -> [GeneratedPuzzle] {
    (0..<count).map { i in
      var rng = SeededRandom(seed: Generator.seed(ofPuzzle: i, inBatch: seed))
      return generate(difficulty: difficulty, using: &rng, symmetric: symmetric)
    }
  }

  /// The seed of puzzle `index` in the batch made from `seed`. The index is mixed in rather than added,
  /// because SplitMix64 streams from seeds a fixed step apart are the same stream shifted.
  public static func seed(ofPuzzle index: Int, inBatch seed: UInt64) -> UInt64 {
    var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }
}
