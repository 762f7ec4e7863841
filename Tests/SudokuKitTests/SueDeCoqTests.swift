import Testing

@testable import SudokuKit

@Suite struct SueDeCoqTests {
  /// r1c1 and r1c2, where row 1 meets box 1, hold 1, 2, 5 and 6; r1c7 holds 1 and 2, r3c3 5 and 6.
  private func position() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2, 5, 6)
    cands.set(1, 2, 1, 2, 5, 6)
    cands.set(1, 7, 1, 2)
    cands.set(3, 3, 5, 6)
    return cands
  }

  @Test func sueDeCoqClearsTheLineAndTheBox() throws {
    let s = try #require(step(.sueDeCoq, position()))
    let row = [3, 4, 5, 6, 8, 9].map { cell(1, $0) }
    let box = [cell(1, 3), cell(2, 1), cell(2, 2), cell(2, 3), cell(3, 1), cell(3, 2)]
    #expect(
      eliminated(s)
        == removals(1, row).union(removals(2, row)).union(removals(5, box)).union(removals(6, box)))
    #expect(s.cellGroups == [[cell(1, 1), cell(1, 2)], [cell(1, 7)], [cell(3, 3)]])
    #expect(
      s.explanation.hasPrefix(
        "Sue de Coq: where row 1 meets box 1, r1c1 and r1c2 hold 1, 2, 5 and 6; with r1c7 from the rest of "
          + "row 1 and r3c3 from the rest of box 1, which share no digit, these 4 cells hold just 4 digits, "
          + "each in one of them: 1 removed from r1c3, r1c4, r1c5, r1c6, r1c8, r1c9; 2 removed from r1c3"))
  }

  @Test func sueDeCoqNeedsTheTwoSidesToShareNoDigit() {
    var cands = position()
    cands.set(3, 3, 1, 5)
    #expect(step(.sueDeCoq, cands) == nil)
  }

  /// All three meeting cells, 1 to 6 between them, three more than they are; r1c7 and r1c8 take up two
  /// (with 1, 2 and 3), r2c1 one (5 and 6). 4, only in the core, leaves the line and the box.
  @Test func sueDeCoqTakesATwoCellGroupAndAThreeCellCore() throws {
    var cands = openPosition()
    cands.set(1, 1, 1, 2, 3, 4)
    cands.set(1, 2, 3, 4, 5)
    cands.set(1, 3, 1, 5, 6)
    cands.set(1, 7, 1, 2)
    cands.set(1, 8, 1, 3)
    cands.set(2, 1, 5, 6)
    let s = try #require(step(.sueDeCoq, cands))
    let row = [4, 5, 6, 9].map { cell(1, $0) }
    let box = [cell(2, 2), cell(2, 3), cell(3, 1), cell(3, 2), cell(3, 3)]
    let line = [1, 2, 3, 4].reduce(Set<Elimination>()) { $0.union(removals($1, row)) }
    #expect(eliminated(s) == [4, 5, 6].reduce(line) { $0.union(removals($1, box)) })
    #expect(s.cellGroups == [[cell(1, 1), cell(1, 2), cell(1, 3)], [cell(1, 7), cell(1, 8)], [cell(2, 1)]])
  }
}
