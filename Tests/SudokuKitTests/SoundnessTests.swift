import Testing

@testable import SudokuKit

/// Every technique, on positions it was not built for: no step may ever contradict the true solution.
@Suite struct SoundnessTests {
  /// Random extreme puzzles from the bundled set, each solved from its givens and again with a random share
  /// of wrong candidates already removed (positions no solve from givens reaches). At every position where
  /// singles do not apply, every technique is asked for its step and checked against the solution.
  @Test(arguments: 0..<4)
  func everyStepKeepsTheSolution(_ seed: Int) throws {
    var rng = SeededRandom(seed: 1600 + UInt64(seed))
    let entries = try BundledPuzzleTests.entries(.extreme) + BundledPuzzleTests.entries(.expert)
    for thinning in [0, 3] {
      let puzzle = entries.randomElement(using: &rng)!.grid
      let solution = try #require(bruteSolve(puzzle))
      var grid = puzzle
      var candidates = Candidates(grid: puzzle)
      for c in 0..<81 where grid[c] == 0 {
        for d in candidates[c] where d != solution[c] && Int.random(in: 0..<4, using: &rng) < thinning {
          candidates.eliminate(d, from: c)
        }
      }
      while let step = LogicSolver.nextStep(
        grid: grid, candidates: candidates, knownUnique: true, givens: puzzle)
      {
        if step.technique > .hiddenSingle {
          for technique in Technique.allCases where technique != .trial {
            let other = LogicSolver.step(using: technique, grid: grid, candidates: candidates, givens: puzzle)
            if let other { expectAgrees(other, solution) }
          }
        }
        expectAgrees(step, solution)
        step.apply(to: &grid, candidates: &candidates)
        for c in 0..<81 where grid[c] == 0 {
          #expect(candidates[c].contains(solution[c]), "\(step.explanation)")
        }
      }
      #expect(grid == solution)
    }
  }

  private func expectAgrees(_ step: Step, _ solution: Grid) {
    if let p = step.placement { #expect(solution[p.cell] == p.digit, "\(step.explanation)") }
    for e in step.eliminations { #expect(solution[e.cell] != e.digit, "\(step.explanation)") }
    #expect(step.placement != nil || !step.eliminations.isEmpty, "\(step.explanation)")
  }
}
