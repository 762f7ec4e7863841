import Testing

@testable import SudokuKit

/// The solver and grader entry points puzzle generation relies on.
@Suite struct GenerationSupportTests {
  /// Norvig's puzzle that the grader solves with singles and one pointing step, and one needing a hidden pair.
  static let pointing = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
  static let hiddenPair = "45.....3....8.1....9...........5..9.2..7.....8.........1..4..........7.2...6..8.."

  @Test func propagationTellsLowLevelsApart() throws {
    let easy = try #require(Grid(line: Puzzles.easy))
    let pointing = try #require(Grid(line: Self.pointing))
    #expect(Solver.fillsWithoutGuessing(easy, lockedCandidates: false))
    #expect(!Solver.fillsWithoutGuessing(pointing, lockedCandidates: false))
    #expect(Solver.fillsWithoutGuessing(pointing, lockedCandidates: true))
    #expect(!Solver.fillsWithoutGuessing(try #require(Grid(line: Puzzles.escargot)), lockedCandidates: true))
  }

  /// The shortcuts the search takes agree with the grader: singles filling the grid is exactly easy,
  /// propagation with locked candidates filling it is medium at most, and a solve capped at a level
  /// finishes exactly when the grader's level is no harder.
  @Test func shortcutsAgreeWithTheGrader() {
    var rng = SeededRandom(seed: 17)
    for _ in 0..<30 {
      let puzzle = Generator.minimalPuzzle(using: &rng).puzzle
      let level = Grader.level(of: puzzle, knownUnique: true)
      #expect(Solver.fillsWithoutGuessing(puzzle, lockedCandidates: false) == (level == .easy))
      if Solver.fillsWithoutGuessing(puzzle, lockedCandidates: true) { #expect(level <= .medium) }
      for ceiling in Difficulty.allCases {
        var solve = LogicSolve(puzzle: puzzle, knownUnique: true)
        let solved = solve.run(upTo: ceiling)
        // Extreme puzzles that need trial stay stuck even with every technique.
        if ceiling < .extreme { #expect(solved == (level <= ceiling), "\(puzzle.line)") }
        if solved { #expect(solve.hardest.level == level) }
      }
    }
  }

  @Test func aCappedSolveStopsWhereTheFullOneGoesOn() throws {
    let puzzle = try #require(Grid(line: Self.hiddenPair))
    var capped = LogicSolve(puzzle: puzzle, knownUnique: true)
    let cappedSolved = capped.run(upTo: .easy)
    #expect(!cappedSolved && capped.hardest.level == .easy)
    var full = LogicSolve(puzzle: puzzle, knownUnique: true)
    let fullSolved = full.run(upTo: .medium)
    #expect(fullSolved && full.hardest == .hiddenPair)
    // Carrying on from the stall with the next level allowed ends where the full solve does.
    let carriedOn = capped.run(upTo: .medium)
    #expect(carriedOn && capped.grid == full.grid)
  }

  @Test func givingTheMissingDigitsUnsticksASolve() throws {
    let puzzle = try #require(Grid(line: Puzzles.escargot))
    let solution = try #require(Solver.solve(puzzle))
    var solve = LogicSolve(puzzle: puzzle, knownUnique: true)
    let stuck = !solve.run(upTo: .expert)
    #expect(stuck)
    for c in 0..<81 where solve.grid[c] == 0 { solve.give(solution[c], at: c) }
    let solved = solve.run(upTo: .easy)
    #expect(solved && solve.grid == solution)
  }

  /// The walk through subsets must find the same first subset as trying every choice in order.
  @Test func subsetSearchFindsTheFirstChoiceInOrder() {
    var rng = SeededRandom(seed: 9)
    for _ in 0..<300 {
      var rows = SubsetSearch.Rows(repeating: 0)
      for i in 0..<9 {
        rows[i] = UInt16(truncatingIfNeeded: rng.next()) & 0x1FF & UInt16(truncatingIfNeeded: rng.next())
      }
      for size in 2...4 {
        var seen: [UInt16] = []
        let found = SubsetSearch.first(size: size, in: rows) { chosen, union -> UInt16? in
          seen.append(chosen)
          return seen.count == 2 ? chosen : nil
        }
        let expected = Self.choices(size: size, rows: rows)
        #expect(Array(seen) == Array(expected.prefix(2)))
        #expect(found == (expected.count >= 2 ? expected[1] : nil))
      }
    }
  }

  /// Every qualifying choice of rows, by increasing row indices (as a bit mask per choice).
  static func choices(size: Int, rows: SubsetSearch.Rows) -> [UInt16] {
    func fits(_ row: UInt16) -> Bool { (2...size).contains(row.nonzeroBitCount) }
    var out: [UInt16] = []
    func extend(_ start: Int, _ chosen: UInt16, _ union: UInt16, _ left: Int) {
      if left == 0 {
        if union.nonzeroBitCount == size { out.append(chosen) }
        return
      }
      for i in start..<9 where fits(rows[i]) {
        extend(i + 1, chosen | 1 << UInt16(i), union | rows[i], left - 1)
      }
    }
    extend(0, 0, 0, size)
    return out
  }
}
