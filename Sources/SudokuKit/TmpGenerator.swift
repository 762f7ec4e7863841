/// A generated puzzle with its solution and graded level.
public struct GeneratedPuzzle: Sendable {
  public let puzzle: Grid
  public let solution: Grid
  public let difficulty: Difficulty
}

/// Interim generator (digging until unique, retrying until the grade matches); replaced by the targeted one.
public enum Generator {
  public static func generate(
    difficulty: Difficulty, using rng: inout SeededRandom, symmetric: Bool = true
  ) -> GeneratedPuzzle {
    while true {
      let s = Solver.randomSolution(using: &rng)
      var p = s
      for c in (0..<81).shuffled(using: &rng) {
        let d = p[c]
        p[c] = 0
        if Solver.countSolutions(p, limit: 2) != 1 { p[c] = d }
      }
      let level = Grader.level(of: p)
      if level == difficulty { return GeneratedPuzzle(puzzle: p, solution: s, difficulty: level) }
    }
  }
}
