import Testing

@testable import SudokuKit

@Suite struct BUGTests {
  /// A bivalue universal grave on an empty grid: every cell holds its digit in one solution and the next
  /// digit, so each digit has two places in every unit; r5c5 gets a third candidate, 5.
  private func gravePlusOne() -> Candidates {
    var cands = openPosition()
    for r in 1...9 {
      for c in 1...9 {
        let d = (3 * (r - 1) + (r - 1) / 3 + c - 1) % 9 + 1
        cands.set(r, c, d, d % 9 + 1)
      }
    }
    cands[cell(5, 5)].insert(5)
    return cands
  }

  @Test func bugPlusOnePlacesTheDigitWithThreePlaces() throws {
    #expect(gravePlusOne()[cell(5, 5)] == DigitSet([1, 5, 9]))
    let s = try #require(step(.bugPlusOne, gravePlusOne()))
    #expect(s.placement == Placement(cell: cell(5, 5), digit: 5))
    #expect(
      s.explanation
        == "BUG+1: every empty cell but r5c5 has two candidates, and every digit two places in each unit, "
        + "but 5 has three in the units of r5c5; were it not 5, every digit could swap places in its pairs, "
        + "giving two solutions or none: so r5c5 is 5")
  }

  @Test func bugPlusOneNeedsEveryOtherCellBivalue() {
    var cands = gravePlusOne()
    cands[cell(1, 1)].insert(5)
    #expect(step(.bugPlusOne, cands) == nil)
  }

  @Test func bugPlusOneNeedsTwoPlacesForEveryOtherDigit() {
    var cands = gravePlusOne()
    cands.set(1, 1, 1, 3)
    #expect(step(.bugPlusOne, cands) == nil)
  }
}
