import Testing

@testable import SudokuKit

@Suite struct ALSTests {
  /// A = r1c1 {1,5}, r1c2 {2,5} (row 1); B = r9c1 {1,2}: 1 is restricted common, 2 is in A or B.
  private func xzPosition() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 5)
    cands.set(1, 2, 2, 5)
    cands.set(9, 1, 1, 2)
    return cands
  }

  @Test func alsXZClearsTheOtherCommonDigit() throws {
    let s = try #require(step(.alsXZ, xzPosition()))
    #expect(eliminated(s) == removals(2, [cell(2, 1), cell(3, 1), cell(7, 2), cell(8, 2), cell(9, 2)]))
    #expect(s.cellGroups == [[cell(1, 1), cell(1, 2)], [cell(9, 1)]])
    #expect(
      s.explanation
        == "ALS-XZ: r1c1 and r1c2 (row 1) and r9c1 (row 9) each hold one digit more than they have cells; "
        + "1 cannot be in both (each one's 1 sees the other's), so the set without it is locked and 2 is in "
        + "one of them: 2 removed from r2c1, r3c1, r7c2, r8c2, r9c2")
  }

  @Test func alsXZNeedsARestrictedCommonDigit() {
    var cands = xzPosition()
    cands.set(1, 2, 1, 2, 5)
    #expect(step(.alsXZ, cands) == nil)
  }

  /// Pivot r2c2 {1,2} with r2c7 {1,3} and r5c2 {2,3}: the XY-Wing is the smallest ALS-XY-Wing.
  @Test func alsXYWingClearsTheDigitSharedByTheWings() throws {
    var cands = openPosition()
    cands.set(2, 2, 1, 2)
    cands.set(2, 7, 1, 3)
    cands.set(5, 2, 2, 3)
    let s = try #require(step(.alsXYWing, cands))
    #expect(eliminated(s) == removals(3, [cell(5, 7)]))
    #expect(s.cellGroups.last == [cell(2, 2)])
    #expect(s.explanation.contains("the pivot r2c2 (row 2)"))
    cands.set(5, 2, 2, 4)
    #expect(step(.alsXYWing, cands) == nil)
  }
}
