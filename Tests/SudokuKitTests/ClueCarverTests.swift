import Testing

@testable import SudokuKit

@Suite struct ClueCarverTests {
  @Test func orbitsPairMirrorCells() {
    let symmetric = ClueOrbits(symmetric: true)
    #expect(symmetric.orbits.count == 41)
    #expect(symmetric[0] == [0, 80] && symmetric[40] == [40])
    #expect(symmetric.orbits.flatMap { $0 }.sorted() == Array(0..<81))
    #expect(ClueOrbits(symmetric: false).orbits == (0..<81).map { [$0] })
    var g = Grid()
    g[80] = 5
    g[0] = 5
    #expect(symmetric.given(in: g) == [0] && symmetric.empty(in: g).count == 40)
  }

  /// Minimal: clearing any orbit that is still given lets a second solution in.
  @Test(arguments: [true, false])
  func carvedPuzzlesAreUniqueAndMinimal(_ symmetric: Bool) {
    var rng = SeededRandom(seed: 3)
    let orbits = ClueOrbits(symmetric: symmetric)
    var carver = ClueCarver(solution: Solver.randomSolution(using: &rng), orbits: orbits)
    var walk = [carver.minimalPuzzle(using: &rng)]
    for _ in 0..<8 { walk.append(carver.neighbour(of: walk.last!, using: &rng)) }
    for puzzle in walk {
      #expect(Solver.uniqueness(puzzle) == .unique(carver.solution))
      for k in orbits.given(in: puzzle) {
        #expect(Solver.countSolutions(puzzle.clearing(orbits[k]), limit: 2) == 2)
      }
    }
    #expect(Set(walk).count > 2)
  }

  @Test func otherSolutionLooksOnlyWhereItIsTold() throws {
    let puzzle = try #require(Grid(line: Puzzles.easy))
    let solution = try #require(Solver.solve(puzzle))
    #expect(Solver.otherSolution(puzzle, than: solution, differingIn: []) == nil)
    #expect(Solver.otherSolution(solution.clearing([40]), than: solution, differingIn: [40]) == nil)
    // With every 1 and 2 cleared, swapping them is another solution.
    let ones = (0..<81).filter { solution[$0] <= 2 }
    let open = solution.clearing(ones)
    let other = try #require(Solver.otherSolution(open, than: solution, differingIn: ones))
    #expect(other != solution && other.isComplete && other.conflicts().isEmpty)
    #expect((0..<81).allSatisfy { open[$0] == 0 || open[$0] == other[$0] })
  }

  @Test func unavoidableSetsRefuseEmptyingThem() {
    var solution = Grid()
    var other = Grid()
    for c in 0..<81 {
      solution[c] = 1 + c % 9
      other[c] = solution[c]
    }
    other[3] = 9
    other[12] = 9
    var sets = UnavoidableSets()
    sets.record(other, differingFrom: solution)
    #expect(sets.isEmptied(clearing: [3], keeping: CellMask([0, 1])))
    #expect(!sets.isEmptied(clearing: [3], keeping: CellMask([12])))
    #expect(!sets.isEmptied(clearing: [4], keeping: CellMask()))
  }
}
