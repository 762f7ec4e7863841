import Testing

@testable import SudokuKit

@Suite struct TurbotFishTests {
  /// 4 only at r1c2 and r1c7 in row 1, only at r5c2 and r5c8 in row 5.
  private func skyscraperPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 7)])
    cands.confine(4, in: Unit(kind: .row, index: 4), to: [cell(5, 2), cell(5, 8)])
    return cands
  }

  @Test func skyscraperClearsCellsSeeingBothFarEnds() throws {
    let s = try #require(step(.skyscraper, skyscraperPosition()))
    #expect(eliminated(s) == removals(4, [cell(2, 8), cell(3, 8), cell(4, 7), cell(6, 7)]))
    #expect(s.cells == [cell(1, 7), cell(1, 2), cell(5, 2), cell(5, 8)])
    #expect(
      s.explanation
        == "Skyscraper on 4: in row 1 it can only go in r1c7 or r1c2, in row 5 only in r5c2 or r5c8; "
        + "r1c2 and r5c2 share column 2, so at most one of them is 4 and r1c7 or r5c8 is: "
        + "4 removed from r2c8, r3c8, r4c7, r6c7")
    #expect(step(.twoStringKite, skyscraperPosition()) == nil)
  }

  @Test func skyscraperNeedsNearEndsInOneColumn() {
    var cands = skyscraperPosition()
    cands.confine(4, in: Unit(kind: .row, index: 4), to: [cell(5, 3), cell(5, 8)])
    cands[cell(5, 3)].insert(4)
    #expect(step(.skyscraper, cands) == nil)
  }

  /// 6 only at r1c2 and r1c8 in row 1, only at r3c1 and r8c1 in column 1; r1c2 and r3c1 share box 1.
  private func kitePosition() -> Candidates {
    var cands = openPosition()
    cands.confine(6, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 8)])
    cands.confine(6, in: Unit(kind: .column, index: 0), to: [cell(3, 1), cell(8, 1)])
    return cands
  }

  @Test func twoStringKiteClearsWhereTheStringsCross() throws {
    let s = try #require(step(.twoStringKite, kitePosition()))
    #expect(eliminated(s) == removals(6, [cell(8, 8)]))
    #expect(
      s.explanation
        == "2-String Kite on 6: in row 1 it can only go in r1c8 or r1c2, in column 1 only in r3c1 or r8c1; "
        + "r1c2 and r3c1 share box 1, so at most one of them is 6 and r1c8 or r8c1 is: 6 removed from r8c8")
    #expect(step(.skyscraper, kitePosition()) == nil)
  }

  @Test func twoStringKiteNeedsTheNearEndsInOneBox() {
    var cands = kitePosition()
    cands.confine(6, in: Unit(kind: .column, index: 0), to: [cell(4, 1), cell(8, 1)])
    cands[cell(4, 1)].insert(6)
    #expect(step(.twoStringKite, cands) == nil)
  }

  /// 2 only at r6c1 and r6c7 in row 6, only at r1c1 and r3c3 in box 1: the links meet in column 1.
  private func turbotPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(2, in: Unit(kind: .row, index: 5), to: [cell(6, 1), cell(6, 7)])
    cands.confine(2, in: Unit(kind: .box, index: 0), to: [cell(1, 1), cell(3, 3)])
    return cands
  }

  @Test func turbotFishJoinsABoxLinkToALine() throws {
    let s = try #require(step(.turbotFish, turbotPosition()))
    #expect(eliminated(s) == removals(2, [cell(3, 7)]))
    #expect(
      s.units == [Unit(kind: .row, index: 5), Unit(kind: .box, index: 0), Unit(kind: .column, index: 0)])
    #expect(
      s.explanation
        == "Turbot fish on 2: in row 6 it can only go in r6c7 or r6c1, in box 1 only in r1c1 or r3c3; "
        + "r6c1 and r1c1 share column 1, so at most one of them is 2 and r6c7 or r3c3 is: 2 removed from r3c7"
    )
    #expect(step(.skyscraper, turbotPosition()) == nil)
    #expect(step(.twoStringKite, turbotPosition()) == nil)
  }

  @Test func turbotFishNeedsTheNearEndsToSeeEachOther() {
    var cands = turbotPosition()
    cands.confine(2, in: Unit(kind: .row, index: 5), to: [cell(6, 5), cell(6, 7)])
    cands[cell(6, 5)].insert(2)
    #expect(step(.turbotFish, cands) == nil)
  }
}
