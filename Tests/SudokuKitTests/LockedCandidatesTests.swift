import Testing

@testable import SudokuKit

@Suite struct LockedCandidatesTests {
  @Test func pointingClearsTheRestOfTheLine() throws {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .box, index: 0), to: [cell(2, 1), cell(2, 2)])
    let s = try #require(step(.pointing, cands))
    #expect(eliminated(s) == removals(4, (4...9).map { cell(2, $0) }))
    #expect(s.cells == [cell(2, 1), cell(2, 2)])
    #expect(s.units == [Unit(kind: .box, index: 0), Unit(kind: .row, index: 1)])
    #expect(
      s.explanation
        == "Pointing: in box 1, 4 can only go in row 2, so 4 removed from r2c4, r2c5, r2c6, r2c7, r2c8, r2c9")
  }

  @Test func pointingWorksAlongAColumn() throws {
    var cands = openPosition()
    cands.confine(2, in: Unit(kind: .box, index: 8), to: [cell(7, 8), cell(9, 8)])
    let s = try #require(step(.pointing, cands))
    #expect(eliminated(s) == removals(2, (1...6).map { cell($0, 8) }))
  }

  @Test func pointingNeedsTheDigitConfinedToOneLine() {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .box, index: 0), to: [cell(2, 1), cell(2, 2), cell(3, 3)])
    #expect(step(.pointing, cands) == nil)
  }

  @Test func pointingNeedsSomethingToRemove() {
    var cands = openPosition()
    cands.confine(4, in: Unit(kind: .row, index: 1), to: [cell(2, 1), cell(2, 2)])
    cands.confine(4, in: Unit(kind: .box, index: 0), to: [cell(2, 1), cell(2, 2)])
    #expect(step(.pointing, cands) == nil)
  }

  @Test func claimingClearsTheRestOfTheBox() throws {
    var cands = openPosition()
    cands.confine(6, in: Unit(kind: .row, index: 4), to: [cell(5, 4), cell(5, 5), cell(5, 6)])
    let s = try #require(step(.claiming, cands))
    let expected = [cell(4, 4), cell(4, 5), cell(4, 6), cell(6, 4), cell(6, 5), cell(6, 6)]
    #expect(eliminated(s) == removals(6, expected))
    #expect(s.units == [Unit(kind: .row, index: 4), Unit(kind: .box, index: 4)])
    #expect(s.explanation.hasPrefix("Claiming: in row 5, 6 can only go in box 5, so 6 removed from r4c4"))
  }

  @Test func claimingNeedsTheDigitConfinedToOneBox() {
    var cands = openPosition()
    cands.confine(6, in: Unit(kind: .row, index: 4), to: [cell(5, 4), cell(5, 5), cell(5, 9)])
    #expect(step(.claiming, cands) == nil)
  }
}
