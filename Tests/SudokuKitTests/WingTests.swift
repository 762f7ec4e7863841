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
}
