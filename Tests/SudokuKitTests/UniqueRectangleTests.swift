import Testing

@testable import SudokuKit

/// Rectangles on r1c1, r1c5, r2c1 and r2c5 (boxes 1 and 2) with the digits 3 and 7.
@Suite struct UniqueRectangleTests {
  private func rectangle(roof: (left: [Int], right: [Int])) -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 3, 7)
    cands.set(1, 5, 3, 7)
    cands[cell(2, 1)] = DigitSet([3, 7] + roof.left)
    cands[cell(2, 5)] = DigitSet([3, 7] + roof.right)
    return cands
  }

  @Test func type1ClearsThePairFromTheOnlyCornerWithMore() throws {
    let s = try #require(step(.uniqueRectangle1, rectangle(roof: ([], [9]))))
    #expect(eliminated(s) == removals(3, [cell(2, 5)]).union(removals(7, [cell(2, 5)])))
    #expect(
      s.explanation
        == "Unique rectangle type 1: r1c1, r1c5 and r2c1 hold only 3 and 7; if r2c5 did too, the four cells "
        + "could swap 3 and 7, giving a second solution; so 3 removed from r2c5; 7 removed from r2c5")
  }

  @Test func type1NeedsThreeBivalueCorners() {
    #expect(step(.uniqueRectangle1, rectangle(roof: ([8], [9]))) == nil)
  }

  /// A hidden rectangle on the same cells may have taken 3 from the fourth corner already: 7 still goes.
  @Test func type1ClearsTheDigitTheFourthCornerStillHas() throws {
    var cands = rectangle(roof: ([], [9]))
    cands.set(2, 5, 7, 9)
    let s = try #require(step(.uniqueRectangle1, cands))
    #expect(s.eliminations == [Elimination(cell: cell(2, 5), digit: 7)])
    cands.set(2, 1, 3, 7, 8)
    #expect(step(.uniqueRectangle1, cands) == nil)
  }

  @Test func rectanglesMustSpanTwoBoxes() {
    var cands = openPosition()
    for (r, c) in [(1, 1), (1, 5), (5, 1)] { cands.set(r, c, 3, 7) }
    cands.set(5, 5, 3, 7, 9)
    #expect(step(.uniqueRectangle1, cands) == nil)
  }

  @Test func type2ClearsTheSharedExtraDigit() throws {
    let s = try #require(step(.uniqueRectangle2, rectangle(roof: ([9], [9]))))
    let row2 = (1...9).filter { $0 != 1 && $0 != 5 }.map { cell(2, $0) }
    #expect(eliminated(s) == removals(9, row2))
    #expect(
      s.explanation.hasPrefix(
        "Unique rectangle type 2 on 3 and 7: r1c1 and r1c5 hold only 3 and 7, so r2c1 or r2c5 is 9"))
    #expect(step(.uniqueRectangle2, rectangle(roof: ([8], [9]))) == nil)
  }

  @Test func type3MakesANakedSubsetWithTheExtraDigits() throws {
    var cands = rectangle(roof: ([8], [9]))
    cands.set(2, 8, 8, 9)
    let s = try #require(step(.uniqueRectangle3, cands))
    let rest = [2, 3, 4, 6, 7, 9].map { cell(2, $0) }
    #expect(eliminated(s) == removals(8, rest).union(removals(9, rest)))
    #expect(s.cells.last == cell(2, 8))
    #expect(step(.uniqueRectangle3, rectangle(roof: ([8], [9]))) == nil)
  }

  @Test func type4LocksOneDigitIntoTheRoof() throws {
    var cands = rectangle(roof: ([8], [9]))
    cands.confine(3, in: Unit(kind: .row, index: 1), to: [cell(2, 1), cell(2, 5)])
    let s = try #require(step(.uniqueRectangle4, cands))
    #expect(eliminated(s) == removals(7, [cell(2, 1), cell(2, 5)]))
    #expect(s.explanation.contains("in row 2, 3 can only go in r2c1 or r2c5"))
    #expect(step(.uniqueRectangle4, rectangle(roof: ([8], [9]))) == nil)
  }

  @Test func hiddenRectangleClearsTheOppositeCorner() throws {
    var cands = openPosition()
    cands.set(1, 1, 3, 7)
    cands.set(1, 5, 3, 7, 8)
    cands.set(2, 1, 3, 7, 9)
    cands.confine(3, in: Unit(kind: .row, index: 1), to: [cell(2, 1), cell(2, 5)])
    cands.confine(3, in: Unit(kind: .column, index: 4), to: [cell(1, 5), cell(2, 5)])
    let s = try #require(step(.hiddenRectangle, cands))
    #expect(s.eliminations == [Elimination(cell: cell(2, 5), digit: 7)])
    #expect(
      s.explanation
        == "Hidden rectangle on 3 and 7: r1c1 holds only 3 and 7, and in row 2 and column 5 3 can only go in "
        + "the rectangle; r2c5=7 would force 3 beside it and 7 in r1c1, so the four cells could swap 3 and 7, "
        + "giving a second solution; 7 removed from r2c5")
    cands[cell(2, 9)].insert(3)
    #expect(step(.hiddenRectangle, cands) == nil)
  }

  /// r1c1 was filled with 7 and r1c5 and r2c1 with 3; r2c5 may still be 7.
  @Test func avoidableRectangleClearsTheDigitThatWouldCloseIt() throws {
    var grid = Grid()
    (grid[cell(1, 1)], grid[cell(1, 5)], grid[cell(2, 1)]) = (7, 3, 3)
    let s = try #require(
      LogicSolver.step(using: .avoidableRectangle, grid: grid, candidates: openPosition(), givens: Grid()))
    #expect(s.eliminations == [Elimination(cell: cell(2, 5), digit: 7)])
    #expect(
      s.explanation
        == "Avoidable rectangle on 3 and 7: r1c1 holds 7 and r1c5 and r2c1 hold 3, all filled in, none given; "
        + "if r2c5 were 7, the four cells could swap 3 and 7, giving a second solution; so 7 removed from r2c5"
    )
    var givens = Grid()
    givens[cell(1, 5)] = 3
    #expect(
      LogicSolver.step(using: .avoidableRectangle, grid: grid, candidates: openPosition(), givens: givens)
        == nil)
    #expect(LogicSolver.step(using: .avoidableRectangle, grid: grid, candidates: openPosition()) == nil)
  }

  /// The grader only counts on one solution when told so: without the flag no rectangle step appears.
  @Test func rectanglesNeedTheCallerToVouchForUniqueness() throws {
    let rated = GraderTests.rated.filter { $0.hardest.needsUniqueness }
    #expect(rated.count == 5)
    for entry in rated {
      let puzzle = try #require(Grid(line: entry.line))
      #expect(Grader.grade(puzzle, knownUnique: true).counts[entry.hardest, default: 0] > 0)
      let report = Grader.grade(puzzle)
      #expect(!report.steps.contains { $0.technique.needsUniqueness })
      #expect(report.solvedLogically)
    }
  }
}
