import Testing

@testable import SudokuKit

@Suite struct MedusaTests {
  /// r1c1 {1,2} and r1c5 {1,3}; 1 only at r1c1 and r1c5 in row 1, 2 only at r1c1 and r5c1 in column 1, 3 only
  /// at r1c5 and r5c5 in column 5: one cluster over three digits.
  private func position() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(1, 5, 1, 3)
    cands.confine(1, in: Unit(kind: .row, index: 0), to: [cell(1, 1), cell(1, 5)])
    cands.confine(2, in: Unit(kind: .column, index: 0), to: [cell(1, 1), cell(5, 1)])
    cands.confine(3, in: Unit(kind: .column, index: 4), to: [cell(1, 5), cell(5, 5)])
    return cands
  }

  @Test func medusaClearsCandidatesFalseUnderBothColors() throws {
    let s = try #require(step(.medusa, position()))
    #expect(
      eliminated(s) == [Elimination(cell: cell(5, 5), digit: 2), Elimination(cell: cell(5, 1), digit: 3)])
    #expect(s.chains.count == 2 && s.chains.allSatisfy { $0.count == 3 })
    #expect(
      s.explanation
        == "3D Medusa: strong links split these candidates into two colors, one of them true: "
        + "[r1c1=1, r5c1=2, r1c5=3] and [r1c1=2, r1c5=1, r5c5=3]; each removed candidate is false whichever "
        + "color is true: 2 removed from r5c5; 3 removed from r5c1")
    #expect(step(.simpleColoring, position()) == nil)
  }

  @Test func medusaNeedsEveryLinkOfTheCluster() {
    var cands = position()
    cands[cell(9, 5)].insert(3)
    #expect(step(.medusa, cands) == nil)
  }
}
