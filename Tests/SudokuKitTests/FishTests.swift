import Testing

@testable import SudokuKit

@Suite struct FishTests {
  /// 4 only in columns 3 and 8 of rows 2 and 6; elsewhere in those columns only r4c3 and r9c8 keep it.
  private func xWingPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 1), to: [cell(2, 3), cell(2, 8)])
    cands.confine(4, in: Unit(kind: .row, index: 5), to: [cell(6, 3), cell(6, 8)])
    cands.confine(4, in: Unit(kind: .column, index: 2), to: [cell(2, 3), cell(6, 3), cell(4, 3)])
    cands.confine(4, in: Unit(kind: .column, index: 7), to: [cell(2, 8), cell(6, 8), cell(9, 8)])
    return cands
  }

  @Test func xWingClearsTheCoverColumns() throws {
    let s = try #require(step(.xWing, xWingPosition()))
    #expect(eliminated(s) == removals(4, [cell(4, 3), cell(9, 8)]))
    #expect(s.cells == [cell(2, 3), cell(2, 8), cell(6, 3), cell(6, 8)])
    #expect(s.explanation == "X-Wing on 4 in rows 2 and 6 (columns 3 and 8): 4 removed from r4c3, r9c8")
  }

  @Test func xWingNeedsBothRowsInTheSameColumns() {
    var cands = xWingPosition()
    cands[cell(6, 5)].insert(4)
    #expect(step(.xWing, cands) == nil)
  }

  /// 5 in rows 1, 4 and 7 only in columns 2, 5 and 9, which otherwise keep it in r3c2, r5c5 and r9c9.
  private func swordfishPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(5, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 5)])
    cands.confine(5, in: Unit(kind: .row, index: 3), to: [cell(4, 5), cell(4, 9)])
    cands.confine(5, in: Unit(kind: .row, index: 6), to: [cell(7, 2), cell(7, 9)])
    cands.confine(5, in: Unit(kind: .column, index: 1), to: [cell(1, 2), cell(7, 2), cell(3, 2)])
    cands.confine(5, in: Unit(kind: .column, index: 4), to: [cell(1, 5), cell(4, 5), cell(5, 5)])
    cands.confine(5, in: Unit(kind: .column, index: 8), to: [cell(4, 9), cell(7, 9), cell(9, 9)])
    return cands
  }

  @Test func swordfishClearsTheCoverColumns() throws {
    let s = try #require(step(.swordfish, swordfishPosition()))
    #expect(eliminated(s) == removals(5, [cell(3, 2), cell(5, 5), cell(9, 9)]))
    #expect(
      s.explanation
        == "Swordfish on 5 in rows 1, 4 and 7 (columns 2, 5 and 9): 5 removed from r3c2, r5c5, r9c9")
    #expect(step(.xWing, swordfishPosition()) == nil)
  }

  @Test func swordfishNeedsThreeColumnsOnly() {
    var cands = swordfishPosition()
    cands[cell(7, 6)].insert(5)
    #expect(step(.swordfish, cands) == nil)
  }

  /// 9 in columns 1, 3, 6 and 8 only in rows 2, 4, 5 and 8, chained so no smaller fish hides inside.
  private func jellyfishPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(9, in: Unit(kind: .column, index: 0), to: [cell(2, 1), cell(4, 1)])
    cands.confine(9, in: Unit(kind: .column, index: 2), to: [cell(4, 3), cell(5, 3)])
    cands.confine(9, in: Unit(kind: .column, index: 5), to: [cell(5, 6), cell(8, 6)])
    cands.confine(9, in: Unit(kind: .column, index: 7), to: [cell(8, 8), cell(2, 8)])
    return cands
  }

  @Test func jellyfishClearsTheCoverRows() throws {
    let s = try #require(step(.jellyfish, jellyfishPosition()))
    let victims = [2, 4, 5, 8].flatMap { r in [2, 4, 5, 7, 9].map { cell(r, $0) } }
    #expect(eliminated(s) == removals(9, victims))
    #expect(s.units.map(\.description).prefix(4) == ["column 1", "column 3", "column 6", "column 8"])
    #expect(step(.swordfish, jellyfishPosition()) == nil)
  }

  @Test func jellyfishNeedsFourRowsOnly() {
    var cands = jellyfishPosition()
    cands[cell(7, 8)].insert(9)
    #expect(step(.jellyfish, cands) == nil)
  }
}
