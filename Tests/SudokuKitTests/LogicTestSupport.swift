@testable import SudokuKit

/// Cell index from 1-based row and column, as the explanations name them.
func cell(_ row: Int, _ column: Int) -> Int { (row - 1) * 9 + column - 1 }

/// An empty board where every cell still has all nine candidates: no technique applies until a test
/// removes candidates to build its pattern.
func openPosition() -> Candidates { Candidates(grid: Grid()) }

extension Candidates {
  /// Sets the candidates of a cell outright.
  mutating func set(_ row: Int, _ column: Int, _ digits: Int...) {
    self[cell(row, column)] = DigitSet(digits)
  }

  /// Removes `digit` from every cell of `unit` except `keep`.
  mutating func confine(_ digit: Int, in unit: Unit, to keep: [Int]) {
    for c in unit.cells where !keep.contains(c) { eliminate(digit, from: c) }
  }
}

/// The first productive step of one technique on an empty grid with hand-made candidates.
func step(_ technique: Technique, _ candidates: Candidates) -> Step? {
  LogicSolver.step(using: technique, grid: Grid(), candidates: candidates)
}

/// The eliminations as a set, for order-independent comparisons.
func eliminated(_ step: Step?) -> Set<Elimination> { Set(step?.eliminations ?? []) }

func removals(_ digit: Int, _ cells: [Int]) -> Set<Elimination> {
  Set(cells.map { Elimination(cell: $0, digit: digit) })
}

/// A tiny backtracking solver, only to check the logical solver against the truth; returns the first
/// solution found.
func bruteSolve(_ grid: Grid) -> Grid? {
  var search = BruteSearch(grid)
  return search.fill() ? search.grid : nil
}

/// Depth-first search on the most constrained cell, with one used-digit mask per unit.
private struct BruteSearch {
  var grid: Grid
  var used = [UInt16](repeating: 0, count: 27)

  init(_ grid: Grid) {
    self.grid = grid
    for c in 0..<81 where grid[c] != 0 { mark(c, grid[c]) }
  }

  mutating func mark(_ c: Int, _ d: Int) {
    for u in Board.unitsOfCell[c] { used[u] ^= DigitSet.bit(d) }
  }

  func free(_ c: Int) -> UInt16 {
    0x1FF & ~Board.unitsOfCell[c].reduce(0) { $0 | used[$1] }
  }

  mutating func fill() -> Bool {
    var best = -1
    var bestFree: UInt16 = 0
    for c in 0..<81 where grid[c] == 0 {
      let f = free(c)
      if best < 0 || f.nonzeroBitCount < bestFree.nonzeroBitCount {
        best = c
        bestFree = f
      }
    }
    guard best >= 0 else { return true }
    for d in DigitSet(mask: bestFree) {
      grid[best] = d
      mark(best, d)
      if fill() { return true }
      mark(best, d)
    }
    grid[best] = 0
    return false
  }
}

/// Puzzles with known character, as literals so the tests need nothing outside the project.
enum Puzzles {
  /// Solvable with naked and hidden singles alone.
  static let easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
  /// AI Escargot: needs trial.
  static let escargot = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
}
