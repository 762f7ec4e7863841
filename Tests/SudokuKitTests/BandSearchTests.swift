import Foundation
import Testing

@testable import SudokuKit

/// The band engine against the first engine (`CellSearch`) and against plain backtracking: same counts, and
/// the same solution when there is one.
@Suite struct BandSearchTests {
  /// A random complete grid with some of its cells (a number drawn from `emptied`) cleared.
  static func randomPuzzle(emptying emptied: ClosedRange<Int>, using rng: inout SeededRandom) -> Grid {
    var grid = Solver.randomSolution(using: &rng)
    for cell in Array(0..<81).shuffled(using: &rng).prefix(Int.random(in: emptied, using: &rng)) {
      grid[cell] = 0
    }
    return grid
  }

  /// The first engine's count up to `limit`, with its first solution.
  static func oracle(_ grid: Grid, limit: Int) -> (Int, Grid?) {
    var engine = CellSearch(limit: limit)
    let count = engine.run(grid)
    return (count, engine.firstSolution)
  }

  static func expectAgreement(_ grid: Grid, limit: Int = 2, _ name: String = "") {
    let (count, solution) = oracle(grid, limit: limit)
    #expect(Solver.countSolutions(grid, limit: limit) == count, "\(name) \(grid.line)")
    // With several solutions, the two may find different ones first.
    if count == 1 && limit > 1 { #expect(Solver.solve(grid) == solution, "\(name) \(grid.line)") }
    if count == 0 { #expect(Solver.solve(grid) == nil, "\(name) \(grid.line)") }
    if count > 0 { #expect(Solver.solve(grid).map { SolverTests.isValidSolution($0, of: grid) } == true) }
  }

  @Test(arguments: Difficulty.allCases)
  func agreesOnTheBundledPuzzles(_ level: Difficulty) throws {
    for entry in try BundledPuzzleTests.entries(level) { Self.expectAgreement(entry.grid, "\(level)") }
  }

  /// The hardest puzzles the repository holds, each in a random isomorph too: the same puzzle with its
  /// digits, bands and stacks shuffled makes the engines guess in other orders.
  @Test(arguments: [Difficulty.hard, .expert, .extreme])
  func agreesOnIsomorphsOfTheHardestBundledPuzzles(_ level: Difficulty) throws {
    let entries = try BundledPuzzleTests.entries(level)
    #expect(!entries.isEmpty)
    var rng = SeededRandom(seed: 5)
    for entry in entries {
      Self.expectAgreement(Isomorph.random(using: &rng).apply(entry.grid), "\(level)")
    }
  }

  /// Clues taken from random grids until several solutions appear, then past that: counts to a limit agree.
  @Test func agreesOnPuzzlesWithSeveralSolutions() {
    var rng = SeededRandom(seed: 11)
    var several = 0
    for _ in 0..<60 {
      let grid = Self.randomPuzzle(emptying: 45...64, using: &rng)
      for limit in [1, 2, 7] { Self.expectAgreement(grid, limit: limit) }
      if Solver.countSolutions(grid, limit: 2) == 2 { several += 1 }
    }
    #expect(several > 10)
  }

  /// Few givens (12 to 24) from random grids: deep searches through many bi-value cells, where the choice of
  /// guess cell matters most. Counts to several limits agree with the first engine.
  @Test func agreesOnSparsePuzzles() {
    var rng = SeededRandom(seed: 14)
    for _ in 0..<80 {
      let full = Solver.randomSolution(using: &rng)
      var grid = Grid()
      for cell in Array(0..<81).shuffled(using: &rng).prefix(Int.random(in: 12...24, using: &rng)) {
        grid[cell] = full[cell]
      }
      for limit in [1, 2, 5] { Self.expectAgreement(grid, limit: limit) }
    }
  }

  /// Grids with many solutions (fewer than 5,000), counted to the end: every guess point is explored on both
  /// sides, so a candidate wrongly taken anywhere (a naked pair's clearing reaching a cell outside the units
  /// its two cells share, say) loses solutions and the counts part.
  @Test func countsEverySolution() {
    var rng = SeededRandom(seed: 15)
    var many = 0
    for _ in 0..<60 {
      let grid = Self.randomPuzzle(emptying: 50...54, using: &rng)
      let (count, _) = Self.oracle(grid, limit: 5000)
      #expect(count < 5000)
      #expect(Solver.countSolutions(grid, limit: 5000) == count, "\(grid.line)")
      if count > 20 { many += 1 }
    }
    #expect(many > 10)
  }

  /// Random givens, most of them impossible to complete, some repeating a digit in a unit.
  @Test func agreesOnPuzzlesWithoutSolution() {
    var rng = SeededRandom(seed: 12)
    var none = 0
    var repeated = 0
    for _ in 0..<300 {
      var grid = Grid()
      for cell in Array(0..<81).shuffled(using: &rng).prefix(Int.random(in: 12...30, using: &rng)) {
        grid[cell] = Int.random(in: 1...9, using: &rng)
      }
      if !grid.conflicts().isEmpty {
        repeated += 1
        #expect(Solver.countSolutions(grid, limit: 2) == 0, "\(grid.line)")
      }
      Self.expectAgreement(grid)
      if Solver.countSolutions(grid, limit: 1) == 0 { none += 1 }
    }
    #expect(none > 100 && repeated > 100)
  }

  /// r1c1 and r1c2 can each hold only 9 (columns 1 and 2 have 1-6, the box 7 and 8), though no given repeats.
  /// The whole search gets this right even with the scan past the digit words (see the next test): the
  /// emptied cell is caught on the next pass, so only the direct test below reaches that bug.
  @Test func twoSinglesThatNeedTheSameDigitHaveNoSolution() throws {
    var grid = Grid()
    grid[1, 2] = 7
    grid[2, 2] = 8
    for (i, (left, right)) in [(1, 4), (2, 5), (3, 6), (4, 1), (5, 2), (6, 3)].enumerated() {
      grid[3 + i, 0] = left
      grid[3 + i, 1] = right
    }
    #expect(grid.conflicts().isEmpty)
    #expect(Solver.countSolutions(grid, limit: 2) == 0)
    Self.expectAgreement(grid)
  }

  /// The bug fixed in 855038d: placing r1c1 = 9 takes 9 from r1c2, the other single of the same pass, which
  /// then has no digit left. The scan for its digit went on past the 27 digit words, into the placed and
  /// propagated words, and placed "something" there, reporting progress instead of a contradiction. The
  /// words after the digit words are filled with ones, so the old scan would stop there and return true.
  @Test func aSingleWhoseCellAnEarlierSingleEmptiedIsAContradiction() {
    let frame = UnsafeMutablePointer<UInt32>.allocate(capacity: BandSearch.frameWords)
    defer { frame.deallocate() }
    frame.initialize(repeating: ~0, count: BandSearch.frameWords)
    let allCells: UInt32 = 0x7FF_FFFF
    for word in 0..<27 { frame[word] = 0 }
    // Band 0: r1c1 and r1c2 hold only 9; its other cells, placed, hold 1. Bands 1 and 2: all placed, all 1.
    frame[3 * 8] = 0b11
    frame[0] = allCells & ~0b11
    frame[27] = allCells & ~0b11
    for band in 1..<3 {
      frame[band] = allCells
      frame[27 + band] = allCells
    }
    #expect(BandSearch.nakedSingles(frame) == nil)
    // r1c1 got its 9; nothing was written past the digit and placed words.
    #expect(frame[3 * 8] == 0b01)
    #expect((30..<BandSearch.frameWords).allSatisfy { frame[$0] == ~0 })
  }

  /// Plain backtracking with no propagation at all: slow, but too simple to share a bug with either engine.
  static func bruteForceCount(_ grid: inout Grid, limit: Int) -> Int {
    guard let cell = grid.cells.firstIndex(of: 0) else { return 1 }
    var count = 0
    for digit in 1...9 where !grid.usedDigits(around: cell).contains(digit) {
      grid[cell] = digit
      count += bruteForceCount(&grid, limit: limit - count)
      if count >= limit { break }
    }
    grid[cell] = 0
    return count
  }

  @Test func agreesWithBruteForce() {
    var rng = SeededRandom(seed: 13)
    for _ in 0..<150 {
      var grid = Self.randomPuzzle(emptying: 30...48, using: &rng)
      // Now and then a clue changed to another digit: often no solution, sometimes repeated givens.
      if Bool.random(using: &rng), let cell = (0..<81).filter({ grid[$0] != 0 }).randomElement(using: &rng) {
        grid[cell] = grid[cell] % 9 + 1
      }
      var copy = grid
      let expected = grid.conflicts().isEmpty ? Self.bruteForceCount(&copy, limit: 3) : 0
      #expect(Solver.countSolutions(grid, limit: 3) == expected, "\(grid.line)")
      if expected >= 1, let solution = Solver.solve(grid) {
        #expect(solution.isComplete && solution.conflicts().isEmpty)
        #expect((0..<81).allSatisfy { grid[$0] == 0 || grid[$0] == solution[$0] })
      }
      #expect((Solver.solve(grid) == nil) == (expected == 0))
    }
  }

  /// Two bi-value cells holding 1 and 2 that share a row, a box or a column (across bands, both ways
  /// round): 1 and 2 leave every other cell of the units the two share, and nothing else changes. Each case
  /// is the two cells' row and column, x then y.
  @Test(arguments: [
    [0, 0, 0, 5], [0, 0, 1, 1], [0, 0, 0, 2], [0, 0, 3, 0], [0, 0, 6, 0], [4, 4, 1, 4], [4, 4, 8, 4],
    [7, 3, 7, 8], [8, 8, 2, 8],
  ])
  func aNakedPairClearsTheUnitsItsCellsShare(_ cells: [Int]) {
    let (x, y) = ((row: cells[0], column: cells[1]), (row: cells[2], column: cells[3]))
    let frame = UnsafeMutablePointer<UInt32>.allocate(capacity: BandSearch.frameWords)
    defer { frame.deallocate() }
    frame.initialize(repeating: 0, count: BandSearch.frameWords)
    for word in 0..<27 { frame[word] = 0x7FF_FFFF }
    func at(_ cell: (row: Int, column: Int)) -> (band: Int, bit: UInt32) {
      (cell.row / 3, 1 << UInt32(9 * (cell.row % 3) + cell.column))
    }
    for cell in [x, y] {
      let (band, bit) = at(cell)
      for digit in 3...9 { frame[3 * (digit - 1) + band] &= ~bit }
      frame[BandSearch.pairs + band] |= bit
    }
    let (band, bit) = at(x)
    let (_, cleared) = BandSearch.forcing(frame, band: band, bit: bit)
    #expect(cleared != 0)
    BandSearch.clearNakedPair(frame, band: band, bit: bit, cells: cleared)
    for row in 0..<9 {
      for column in 0..<9 {
        let (cellBand, cellBit) = at((row, column))
        let shared =
          (row == x.row && row == y.row) || (column == x.column && column == y.column)
          || (row / 3 == x.row / 3 && row / 3 == y.row / 3 && column / 3 == x.column / 3
            && column / 3 == y.column / 3)
        let inPair = (row, column) == (x.row, x.column) || (row, column) == (y.row, y.column)
        for digit in 1...9 {
          let expected = digit <= 2 ? !shared || inPair : !inPair
          let has = frame[3 * (digit - 1) + cellBand] & cellBit != 0
          #expect(has == expected, "r\(row + 1)c\(column + 1) digit \(digit)")
        }
      }
    }
  }

  @Test func theBufferCallFillsTheSolutionAndLeavesItWhenThereIsNone() throws {
    let puzzle = try #require(Grid(line: SolverTests.famous[0].1))
    var solution = [UInt8](repeating: 0, count: 81)
    let count = Solver.countSolutions(cells: puzzle.cells, limit: 2, solution: &solution)
    #expect(count == 1)
    #expect(Grid(cells: solution) == Solver.solve(puzzle))
    // r1c9 can hold nothing: its row has 1-8 and its column a 9.
    let unsolvable =
      Array("12345678.........9".utf8).map { $0 == UInt8(ascii: ".") ? 0 : $0 - 48 }
      + Array(
        repeating: 0, count: 63)
    var untouched = [UInt8](repeating: 0, count: 81)
    #expect(Solver.countSolutions(cells: unsolvable, limit: 2, solution: &untouched) == 0)
    #expect(untouched.allSatisfy { $0 == 0 })
  }
}
