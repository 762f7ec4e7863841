import Testing

@testable import SudokuKit

@Suite struct EmptyRectangleTests {
  /// 5 in box 5 only on row 5 and column 5; in column 8 only at r5c8 and r9c8.
  private func position() -> Candidates {
    var cands = openPosition()
    cands.confine(
      5, in: Unit(kind: .box, index: 4), to: [cell(4, 5), cell(5, 4), cell(5, 6), cell(6, 5)])
    cands.confine(5, in: Unit(kind: .column, index: 7), to: [cell(5, 8), cell(9, 8)])
    return cands
  }

  @Test func emptyRectangleClearsWhereThePairMeetsTheCross() throws {
    let s = try #require(step(.emptyRectangle, position()))
    #expect(s.eliminations == [Elimination(cell: cell(9, 5), digit: 5)])
    #expect(s.cells.suffix(2) == [cell(5, 8), cell(9, 8)])
    #expect(
      s.explanation
        == "Empty rectangle on 5: in box 5 it lies only in row 5 and column 5; r5c8 and r9c8 are the only "
        + "two places in their line, so r9c5=5 would make r5c8 5 and leave box 5 no place: 5 removed from r9c5"
    )
  }

  @Test func emptyRectangleNeedsTheBoxOnACross() {
    var cands = position()
    cands[cell(4, 4)].insert(5)
    #expect(step(.emptyRectangle, cands) == nil)
  }
}
