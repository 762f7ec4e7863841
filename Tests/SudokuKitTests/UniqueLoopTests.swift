import Testing

@testable import SudokuKit

@Suite struct UniqueLoopTests {
  /// r3c8, r4c8, r4c2, r5c2 and r5c9 hold only 8 and 9; r3c9 closes the loop and holds 5 too. The other
  /// cells that see both ends (r1c9, r2c9) have lost 8, so r3c9 is the only one that closes it.
  private func loopPosition() -> Candidates {
    var cands = openPosition()
    for (r, c) in [(3, 8), (4, 8), (4, 2), (5, 2), (5, 9)] { cands.set(r, c, 8, 9) }
    cands.set(3, 9, 5, 8, 9)
    cands[cell(1, 9)].remove(8)
    cands[cell(2, 9)].remove(8)
    return cands
  }

  @Test func uniqueLoopClearsThePairFromTheOnlyCellWithMore() throws {
    let s = try #require(step(.uniqueLoop, loopPosition()))
    #expect(eliminated(s) == removals(8, [cell(3, 9)]).union(removals(9, [cell(3, 9)])))
    #expect(s.cells == [cell(3, 9), cell(3, 8), cell(4, 8), cell(4, 2), cell(5, 2), cell(5, 9)])
    #expect(
      s.explanation
        == "Unique loop on 8 and 9: r3c9, r3c8, r4c8, r4c2, r5c2 and r5c9 make a loop, each sharing a unit "
        + "with the next, and all but r3c9 hold only 8 and 9; if it did too, the loop could take 8 and 9 "
        + "either way round, giving a second solution; so 8 removed from r3c9; 9 removed from r3c9")
  }

  @Test func uniqueLoopNeedsEveryOtherCellToHoldOnlyThePair() {
    var cands = loopPosition()
    cands[cell(4, 2)].insert(1)
    #expect(step(.uniqueLoop, cands) == nil)
  }

  /// Without r3c9 only r5c8 or r6c8 could close the loop, as a third loop cell in column 8: 8 or 9 would
  /// have to be there twice, so that is no loop.
  @Test func uniqueLoopNeedsAtMostTwoCellsInAUnit() {
    var cands = loopPosition()
    cands[cell(3, 9)].remove(8)
    #expect(step(.uniqueLoop, cands) == nil)
  }

  /// Column 6 holds r1c6 alone: swapping 3 and 7 round this loop would put a second 3 or 7 there.
  @Test func uniqueLoopNeedsTwoCellsInEveryUnitItTouches() {
    var cands = openPosition()
    for (r, c) in [(1, 7), (9, 7), (8, 9), (3, 9), (3, 4)] { cands.set(r, c, 3, 7) }
    cands.set(1, 6, 3, 7, 9)
    #expect(step(.uniqueLoop, cands) == nil)
  }

  /// r5c2 holds 5 too, as r3c9 does: one of them is 5, and r3c2, which sees both, is not.
  @Test func uniqueLoopType2ClearsTheSharedExtraDigit() throws {
    var cands = loopPosition()
    cands.set(5, 2, 5, 8, 9)
    let s = try #require(step(.uniqueLoop, cands))
    #expect(s.eliminations == [Elimination(cell: cell(3, 2), digit: 5)])
    #expect(s.cellGroups == [[cell(3, 9), cell(5, 2)]])
    #expect(
      s.explanation
        == "Unique loop on 8 and 9: r3c9, r3c8, r4c8, r4c2, r5c2 and r5c9 make a loop, each sharing a unit "
        + "with the next, and all but r3c9 and r5c2 hold only 8 and 9; they hold 5 too, so one of them is 5 "
        + "(else the loop could take 8 and 9 either way round, giving a second solution): 5 removed from r3c2"
    )
  }

  /// r3c8 and r3c9 hold more than 8 and 9, and 8 can only go in them within row 3: neither may be 9.
  @Test func uniqueLoopType4LocksOneDigitIntoTheTwo() throws {
    var cands = openPosition()
    for (r, c) in [(4, 8), (4, 2), (5, 2), (5, 9)] { cands.set(r, c, 8, 9) }
    cands.set(3, 8, 2, 8, 9)
    cands.set(3, 9, 1, 8, 9)
    cands.confine(8, in: Unit(kind: .row, index: 2), to: [cell(3, 8), cell(3, 9)])
    let s = try #require(step(.uniqueLoop, cands))
    #expect(eliminated(s) == removals(9, [cell(3, 8), cell(3, 9)]))
    #expect(s.units == [Unit(kind: .row, index: 2)])
    #expect(
      s.explanation
        == "Unique loop on 8 and 9: r3c8, r3c9, r5c9, r5c2, r4c2 and r4c8 make a loop, each sharing a unit "
        + "with the next, and all but r3c8 and r3c9 hold only 8 and 9; in row 3, 8 can only go in r3c8 or "
        + "r3c9, so one of them is 8 and neither may be 9 (else the loop could take 8 and 9 either way round, "
        + "giving a second solution): 9 removed from r3c8, r3c9")
    cands[cell(3, 1)].insert(8)
    #expect(step(.uniqueLoop, cands) == nil)
  }

  /// r3c8 and r3c9 hold 1 and 2 besides 8 and 9, and r3c1 only 1 and 2: one of the two is 1 or 2, so with
  /// r3c1 they make a naked pair in row 3.
  @Test func uniqueLoopType3MakesANakedSubsetOfTheTwo() throws {
    var cands = openPosition()
    for (r, c) in [(4, 8), (4, 2), (5, 2), (5, 9)] { cands.set(r, c, 8, 9) }
    cands.set(3, 8, 1, 8, 9)
    cands.set(3, 9, 2, 8, 9)
    cands.set(3, 1, 1, 2)
    let s = try #require(step(.uniqueLoop, cands))
    let rest = (2...7).map { cell(3, $0) }
    #expect(eliminated(s) == removals(1, rest).union(removals(2, rest)))
    #expect(s.cellGroups == [[cell(3, 8), cell(3, 9)], [cell(3, 1)]])
    #expect(
      s.explanation
        == "Unique loop on 8 and 9: r3c8, r3c9, r5c9, r5c2, r4c2 and r4c8 make a loop, each sharing a unit "
        + "with the next, and all but r3c8 and r3c9 hold only 8 and 9, so r3c8 or r3c9 holds one of their "
        + "other digits (else the loop could take 8 and 9 either way round, giving a second solution); as one "
        + "cell with r3c1 they make a naked subset in row 3: 1 removed from r3c2, r3c3, r3c4, r3c5, r3c6, "
        + "r3c7; 2 removed from r3c2, r3c3, r3c4, r3c5, r3c6, r3c7")
  }

  /// Without r3c1's pair, 1 and 2 make no subset in row 3 or box 3 with the two.
  @Test func uniqueLoopType3NeedsTheSubset() {
    var cands = openPosition()
    for (r, c) in [(4, 8), (4, 2), (5, 2), (5, 9)] { cands.set(r, c, 8, 9) }
    cands.set(3, 8, 1, 8, 9)
    cands.set(3, 9, 2, 8, 9)
    #expect(step(.uniqueLoop, cands) == nil)
  }

  /// A Sudoku Exchange bank puzzle (SE 4.7) whose unique loop on 7 and 9 is of type 3.
  @Test func bankPuzzleTakesAType3InAgreementWithTheSolution() throws {
    let puzzle = try #require(
      Grid(line: "...5.7...83.....57....9....9.7...5.86.29.54.11...8...2.1.....4...6.2.1.....631..."))
    let solution = try #require(
      Grid(line: "421567983839142657765398214947213568682975431153486792218759346396824175574631829"))
    let report = Grader.grade(puzzle, knownUnique: true)
    #expect(report.finalGrid == solution)
    let loop = try #require(report.steps.first { $0.technique == .uniqueLoop && $0.cellGroups.count == 2 })
    #expect(loop.eliminations == [Elimination(cell: cell(9, 1), digit: 2)] && solution[cell(9, 1)] != 2)
    #expect(
      loop.explanation.hasSuffix(
        "as one cell with r9c8 they make a naked subset in row 9: 2 removed from r9c1"))
  }
}
