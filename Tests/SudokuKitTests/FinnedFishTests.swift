import Testing

@testable import SudokuKit

@Suite struct FinnedFishTests {
  /// 4 in row 2 only at c3 and c7; in row 6 at c3, c7 and the fin c8 (box 6).
  private func finnedPosition(row6: [Int] = [3, 7, 8]) -> Candidates {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 1), to: [cell(2, 3), cell(2, 7)])
    cands.confine(4, in: Unit(kind: .row, index: 5), to: row6.map { cell(6, $0) })
    return cands
  }

  @Test func finnedXWingClearsCoverCellsSeeingTheFin() throws {
    let s = try #require(step(.finnedXWing, finnedPosition()))
    #expect(eliminated(s) == removals(4, [cell(4, 7), cell(5, 7)]))
    #expect(s.cells.last == cell(6, 8))
    #expect(
      s.explanation
        == "Finned X-Wing on 4 in rows 2 and 6 (columns 3 and 7), fin r6c8: either the fish holds or a fin "
        + "is 4, and r4c7 and r5c7 see both, so 4 removed from r4c7, r5c7")
    #expect(step(.xWing, finnedPosition()) == nil)
  }

  @Test func sashimiXWingMissesACorner() throws {
    let s = try #require(step(.finnedXWing, finnedPosition(row6: [3, 8])))
    #expect(eliminated(s) == removals(4, [cell(4, 7), cell(5, 7)]))
    #expect(s.explanation.hasPrefix("Sashimi X-Wing on 4 in rows 2 and 6 (columns 3 and 7), fin r6c8"))
  }

  @Test func finsMustShareABox() {
    #expect(step(.finnedXWing, finnedPosition(row6: [1, 3, 7, 8])) == nil)
  }

  /// Rows 1, 5 and 9 hold 7 only in columns 2, 5 and 8, and row 9 also at the fin r9c9.
  @Test func finnedSwordfishClearsCoverCellsInTheFinBox() throws {
    var cands = openPosition()
    cands.confine(7, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 5)])
    cands.confine(7, in: Unit(kind: .row, index: 4), to: [cell(5, 5), cell(5, 8)])
    cands.confine(7, in: Unit(kind: .row, index: 8), to: [cell(9, 2), cell(9, 8), cell(9, 9)])
    let s = try #require(step(.finnedSwordfish, cands))
    #expect(eliminated(s) == removals(7, [cell(7, 8), cell(8, 8)]))
    #expect(step(.swordfish, cands) == nil)
  }

  @Test func finnedSwordfishNeedsItsFinsInOneBox() {
    var cands = openPosition()
    cands.confine(7, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 5)])
    cands.confine(7, in: Unit(kind: .row, index: 4), to: [cell(5, 1), cell(5, 5), cell(5, 8)])
    cands.confine(7, in: Unit(kind: .row, index: 8), to: [cell(9, 2), cell(9, 8), cell(9, 9)])
    #expect(step(.finnedSwordfish, cands) == nil)
  }
}
