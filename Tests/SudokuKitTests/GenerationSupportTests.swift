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

  /// The band engine's propagation-only test gives the cell engine's answer (with locked candidates) on
  /// unique, ambiguous and unsolvable grids alike: random minimal puzzles and the same with a clue or two
  /// more or less, random givens of random grids, and random givens of any digit.
  @Test func bandPropagationFillsExactlyWhereCellPropagationDoes() {
    var rng = SeededRandom(seed: 23)
    func cellFills(_ grid: Grid, lockedCandidates: Bool) -> Bool {
      var engine = CellSearch(limit: 1)
      engine.guessing = false
      engine.lockedCandidates = lockedCandidates
      return engine.run(grid) > 0
    }
    var grids: [Grid] = []
    for _ in 0..<150 {
      let generated = Generator.minimalPuzzle(using: &rng, symmetric: Bool.random(using: &rng))
      var puzzle = generated.puzzle
      grids.append(puzzle)
      for _ in 0..<2 {
        let cell = Int.random(in: 0..<81, using: &rng)
        puzzle[cell] = puzzle[cell] == 0 ? generated.solution[cell] : 0
        grids.append(puzzle)
      }
      var sparse = Grid()
      for cell in Array(0..<81).shuffled(using: &rng).prefix(Int.random(in: 17...40, using: &rng)) {
        sparse[cell] = generated.solution[cell]
      }
      grids.append(sparse)
      var noise = Grid()
      for cell in Array(0..<81).shuffled(using: &rng).prefix(Int.random(in: 10...30, using: &rng)) {
        noise[cell] = Int.random(in: 1...9, using: &rng)
      }
      grids.append(noise)
    }
    var filled = 0
    for grid in grids {
      let band = Solver.fillsWithoutGuessing(grid, lockedCandidates: true)
      #expect(band == cellFills(grid, lockedCandidates: true), "\(grid.line)")
      if band { filled += 1 }
      #expect(
        Solver.fillsWithoutGuessing(grid, lockedCandidates: false) == cellFills(grid, lockedCandidates: false)
      )
    }
    // Both answers are well represented.
    #expect(filled > 100 && grids.count - filled > 100)
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
