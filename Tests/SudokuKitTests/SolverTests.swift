import Testing

@testable import SudokuKit

@Suite struct SolverTests {
  static let famous: [(String, String)] = [
    ("AI Escargot", "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."),
    ("Easter Monster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"),
    ("Inkala 2012", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."),
    ("Norvig hardest 1", "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."),
    ("17 clues", "...8.1..........435............7.8........1...2..3....6......75..34........2..6.."),
  ]

  static func isValidSolution(_ s: Grid, of puzzle: Grid) -> Bool {
    guard s.isComplete, s.conflicts().isEmpty else { return false }
    return (0..<81).allSatisfy { puzzle[$0] == 0 || puzzle[$0] == s[$0] }
  }

  @Test(arguments: famous)
  func solvesFamousHardPuzzles(name: String, line: String) throws {
    let puzzle = try #require(Grid(line: line))
    let solution = try #require(Solver.solve(puzzle), "\(name) unsolved")
    #expect(Self.isValidSolution(solution, of: puzzle))
    #expect(Solver.countSolutions(puzzle, limit: 2) == 1)
    #expect(Solver.uniqueness(puzzle) == .unique(solution))
  }

  @Test func knownSolution() throws {
    let puzzle = try #require(
      Grid(line: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"))
    #expect(
      Solver.solve(puzzle)?.line
        == "534678912672195348198342567859761423426853791713924856961537284287419635345286179")
  }

  @Test func countingStopsAtTheLimit() throws {
    let open = try #require(
      Grid(line: ".....6....59.....82....8....45........3........6..3.54...325..6.................."))
    #expect(Solver.countSolutions(open, limit: 2) == 2)
    #expect(Solver.countSolutions(open, limit: 300) == 300)
    #expect(Solver.uniqueness(open) == .multiple)
    #expect(Solver.countSolutions(Grid(), limit: 2) == 2)
  }

  @Test func contradictionsHaveNoSolution() throws {
    // Valid givens, but r1c9 can hold nothing: its row has 1-8 and its column a 9.
    var g = try #require(Grid(line: "12345678." + "........9" + String(repeating: ".", count: 63)))
    #expect(g.conflicts().isEmpty)
    #expect(Solver.solve(g) == nil)
    #expect(Solver.uniqueness(g) == .none)
    g[10] = 1
    #expect(Solver.countSolutions(g, limit: 2) == 0)
  }

  @Test func randomSolutionsAreValidAndSeeded() {
    var a = SeededRandom(seed: 42)
    var b = SeededRandom(seed: 42)
    let g1 = Solver.randomSolution(using: &a)
    #expect(g1.isComplete && g1.conflicts().isEmpty)
    #expect(g1 == Solver.randomSolution(using: &b))
    #expect(Solver.randomSolution(using: &a) != g1)
  }

  @Test func isomorphsKeepUniqueness() throws {
    let puzzle = try #require(Grid(line: Self.famous[0].1))
    var rng = SeededRandom(seed: 7)
    for _ in 0..<20 {
      let t = Isomorph.random(using: &rng)
      let p = t.apply(puzzle)
      #expect(p.filledCount == puzzle.filledCount)
      let s = try #require(Solver.solve(puzzle))
      #expect(Solver.uniqueness(p) == .unique(t.apply(s)))
    }
  }
}
