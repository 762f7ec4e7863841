/// Clears clues from one solution grid while the puzzle keeps that grid as its only solution.
struct ClueCarver {
  let solution: Grid
  let orbits: ClueOrbits
  private var unavoidable = UnavoidableSets()

  init(solution: Grid, orbits: ClueOrbits) {
    self.solution = solution
    self.orbits = orbits
  }

  /// A minimal puzzle: every orbit, tried in random order, is cleared unless that allows a second solution.
  mutating func minimalPuzzle(using rng: inout SeededRandom) -> Grid {
    reduce(solution, trying: Array(orbits.all), using: &rng)
  }

  /// A minimal puzzle next to the minimal `puzzle`: one of its empty orbits given back, then its other
  /// orbits cleared where the solution stays unique, and the one given back last. Much cheaper than a fresh
  /// one, since most of those clearings hit an unavoidable set already known. When no other orbit could go,
  /// this is `puzzle` again.
  mutating func neighbour(of puzzle: Grid, using rng: inout SeededRandom) -> Grid {
    let back = orbits.empty(in: puzzle).randomElement(using: &rng)!
    let loosened = puzzle.filling(orbits[back], from: solution)
    let swapped = reduce(loosened, trying: orbits.given(in: puzzle), using: &rng)
    // With no other orbit gone, clearing `back` again only gives `puzzle` back.
    return swapped == loosened ? puzzle : reduce(swapped, trying: [back], using: &rng)
  }

  private mutating func reduce(_ start: Grid, trying candidates: [Int], using rng: inout SeededRandom) -> Grid
  {
    var puzzle = start
    var clues = CellMask(filledIn: start)
    for k in candidates.shuffled(using: &rng) {
      let orbit = orbits[k]
      for c in orbit { clues.remove(c) }
      let next = puzzle.clearing(orbit)
      if keepsOneSolution(next, cleared: orbit, clues: clues) {
        puzzle = next
      } else {
        for c in orbit { clues.insert(c) }
      }
    }
    return puzzle
  }

  /// Whether `puzzle`, unique until `cleared` was emptied, still is; `clues` are its givens.
  private mutating func keepsOneSolution(_ puzzle: Grid, cleared: [Int], clues: CellMask) -> Bool {
    // A cleared cell that sees the eight other digits can only get its own back.
    if cleared.allSatisfy({ puzzle.usedDigits(around: $0).count == 8 }) { return true }
    if unavoidable.isEmptied(clearing: cleared, keeping: clues) { return false }
    guard let other = Solver.otherSolution(puzzle, than: solution, differingIn: cleared) else { return true }
    unavoidable.record(other, differingFrom: solution)
    return false
  }
}
