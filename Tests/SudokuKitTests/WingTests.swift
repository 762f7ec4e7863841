import Testing

@testable import SudokuKit

@Suite struct WingTests {
  private func xyWingPosition() -> Candidates {
    var cands = openPosition()
    cands.set(2, 2, 1, 2)
    cands.set(2, 7, 1, 3)
    cands.set(5, 2, 2, 3)
    return cands
  }

  @Test func xyWingClearsCellsSeeingBothPincers() throws {
    let s = try #require(step(.xyWing, xyWingPosition()))
    #expect(eliminated(s) == removals(3, [cell(5, 7)]))
    #expect(s.cells == [cell(2, 2), cell(2, 7), cell(5, 2)])
    #expect(
      s.explanation
        == "XY-Wing: r2c2 holds 1 or 2 and sees r2c7 (1 or 3) and r5c2 (2 or 3); "
        + "either way r2c7 or r5c2 is 3, so 3 removed from r5c7")
  }

  @Test func xyWingNeedsPincersSharingADigit() {
    var cands = xyWingPosition()
    cands.set(5, 2, 2, 4)
    #expect(step(.xyWing, cands) == nil)
  }

  private func xyzWingPosition() -> Candidates {
    var cands = openPosition()
    cands.set(5, 5, 1, 2, 3)
    cands.set(5, 8, 1, 3)
    cands.set(4, 4, 2, 3)
    return cands
  }

  @Test func xyzWingClearsCellsSeeingAllThree() throws {
    let s = try #require(step(.xyzWing, xyzWingPosition()))
    #expect(eliminated(s) == removals(3, [cell(5, 4), cell(5, 6)]))
    #expect(s.cells == [cell(5, 5), cell(5, 8), cell(4, 4)])
    #expect(step(.xyWing, xyzWingPosition()) == nil)
  }

  @Test func xyzWingNeedsPincersInsideThePivot() {
    var cands = xyzWingPosition()
    cands.set(5, 8, 1, 4)
    #expect(step(.xyzWing, cands) == nil)
  }

  /// r1c1 and r5c5 hold {1, 2}; 1 has only r3c1 (seen by r1c1) and r3c5 (seen by r5c5) in row 3.
  private func wWingPosition() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(5, 5, 1, 2)
    cands.confine(1, in: Unit(kind: .row, index: 2), to: [cell(3, 1), cell(3, 5)])
    return cands
  }

  @Test func wWingClearsCellsSeeingBothPairCells() throws {
    let s = try #require(step(.wWing, wWingPosition()))
    #expect(eliminated(s) == removals(2, [cell(1, 5), cell(5, 1)]))
    #expect(s.cells == [cell(1, 1), cell(3, 1), cell(3, 5), cell(5, 5)])
    #expect(
      s.explanation
        == "W-Wing: r1c1 and r5c5 hold only 1 and 2, and 1 has only two places in row 3, r3c1 and r3c5: "
        + "r1c1=2 = r1c1=1 - r3c1=1 = r3c5=1 - r5c5=1 = r5c5=2; one of them is 2 => r1c5<>2, r5c1<>2")
  }

  @Test func wWingNeedsTheConjugatePair() {
    var cands = wWingPosition()
    cands[cell(3, 9)].insert(1)
    #expect(step(.wWing, cands) == nil)
  }

  @Test func wWingNeedsCellsThatDoNotSeeEachOther() {
    var cands = wWingPosition()
    cands.set(5, 5, 1, 3)
    cands.set(1, 5, 1, 2)
    #expect(step(.wWing, cands) == nil)
  }

  /// r5c5 holds {1, 2, 3} and sees r5c2 {1, 4}, r4c6 {2, 4} and r6c4 {3, 4}: only 4's places do not all
  /// see each other.
  private func wxyzWingPosition() -> Candidates {
    var cands = openPosition()
    cands.set(5, 5, 1, 2, 3)
    cands.set(5, 2, 1, 4)
    cands.set(4, 6, 2, 4)
    cands.set(6, 4, 3, 4)
    return cands
  }

  @Test func wxyzWingClearsCellsSeeingEveryZ() throws {
    let s = try #require(step(.wxyzWing, wxyzWingPosition()))
    #expect(eliminated(s) == removals(4, [cell(5, 4), cell(5, 6)]))
    #expect(s.cells == [cell(5, 5), cell(4, 6), cell(5, 2), cell(6, 4)])
    #expect(
      s.explanation
        == "WXYZ-Wing: r5c5 and the cells it sees r4c6, r5c2 and r6c4 hold only 1, 2, 3 and 4; 1, 2 and 3 "
        + "can each be in only one of them (their places there see each other), so one of the four is 4: "
        + "4 removed from r5c4, r5c6")
    #expect(step(.xyzWing, wxyzWingPosition()) == nil)
  }

  @Test func wxyzWingNeedsOneLooseDigitOnly() {
    var cands = wxyzWingPosition()
    cands.set(4, 6, 1, 2, 4)
    #expect(step(.wxyzWing, cands) == nil)
  }
}
