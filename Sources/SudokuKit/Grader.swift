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
  /// The SE rating of the hardest step taken (`Step.seRating`), kept even when the steps are not.
  let hardestStepRating: Double
}

/// Rates puzzles by the hardest technique the logical solver needs and, above Expert, by its rating.
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

  /// The report without its steps: the level, the hardest technique and the rating, for generation.
  public static func outline(of puzzle: Grid, knownUnique: Bool = false) -> GradeReport {
    run(puzzle, keepingSteps: false, knownUnique: knownUnique)
  }

  private static func run(_ puzzle: Grid, keepingSteps: Bool, knownUnique: Bool) -> GradeReport {
    var solve = LogicSolve(puzzle: puzzle, knownUnique: knownUnique)
    var counts: [Technique: Int] = [:]
    var steps: [Step] = []
    let solved = solve.run(upTo: .nightmare) { step in
      counts[step.technique, default: 0] += 1
      if keepingSteps { steps.append(step) }
    }
    if !solved { counts[.trial] = 1 }
    let hardest = solved ? solve.hardest : .trial
    let rating = solved ? solve.hardestRating : max(solve.hardestRating, Technique.trial.seRating)
    return GradeReport(
      level: level(hardest: hardest, rating: rating), counts: counts, steps: steps, hardest: hardest,
      solvedLogically: solved, finalGrid: solve.grid, hardestStepRating: rating)
  }

  /// The level of a puzzle whose hardest technique is `hardest` and hardest step rates `rating`.
  static func level(hardest: Technique, rating: Double) -> Difficulty {
    hardest.level <= .expert ? hardest.level : max(hardest.level, Difficulty(beyondExpertRating: rating))
  }
}
