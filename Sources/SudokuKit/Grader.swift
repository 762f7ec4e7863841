/// The outcome of solving a puzzle the way a person would.
public struct GradeReport: Hashable, Sendable {
  public let level: Difficulty
  /// How often each technique was used; `trial` counts 1 when the solver got stuck.
  public let counts: [Technique: Int]
  /// The steps taken, in order (empty when grading with `Grader.level(of:)`).
  public let steps: [Step]
  /// The hardest technique needed (`trial` when stuck, `nakedSingle` for a full grid).
  public let hardest: Technique
  public let solvedLogically: Bool
  /// The grid where the solver stopped: the solution when `solvedLogically`.
  public let finalGrid: Grid
}

/// Rates puzzles by the hardest technique the logical solver needs.
public enum Grader {
  /// Solves `puzzle` step by step with the easiest technique each time. Every step fills a cell or removes
  /// a candidate, so this ends on any input; an invalid puzzle simply gets stuck. `knownUnique` (the
  /// caller has checked that the puzzle has exactly one solution) lets unique rectangles in.
  public static func grade(_ puzzle: Grid, knownUnique: Bool = false) -> GradeReport {
    run(puzzle, keepingSteps: true, knownUnique: knownUnique)
  }

  /// The difficulty alone, without keeping the steps: the fast path for puzzle generation.
  public static func level(of puzzle: Grid, knownUnique: Bool = false) -> Difficulty {
    run(puzzle, keepingSteps: false, knownUnique: knownUnique).level
  }

  /// The hardest technique alone (`trial` when the solver gets stuck), without keeping the steps.
  public static func hardest(of puzzle: Grid, knownUnique: Bool = false) -> Technique {
    run(puzzle, keepingSteps: false, knownUnique: knownUnique).hardest
  }

  private static func run(_ puzzle: Grid, keepingSteps: Bool, knownUnique: Bool) -> GradeReport {
    var solve = LogicSolve(puzzle: puzzle, knownUnique: knownUnique)
    var counts: [Technique: Int] = [:]
    var steps: [Step] = []
    let solved = solve.run(upTo: .extreme) { step in
      counts[step.technique, default: 0] += 1
      if keepingSteps { steps.append(step) }
    }
    if !solved { counts[.trial] = 1 }
    let hardest = solved ? solve.hardest : .trial
    return GradeReport(
      level: hardest.level, counts: counts, steps: steps, hardest: hardest, solvedLogically: solved,
      finalGrid: solve.grid)
  }
}
