import Testing

@testable import SudokuKit

@Suite struct AICTests {
  /// Bivalue cells r1c1 {1,2}, r1c5 {2,3}, r4c5 {3,4}, r4c9 {4,1}: too long for an XY-Wing.
  private func xyChainPosition() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(1, 5, 2, 3)
    cands.set(4, 5, 3, 4)
    cands.set(4, 9, 4, 1)
    return cands
  }

  @Test func xyChainClearsTheEndDigitFromCellsSeeingBothEnds() throws {
    let s = try #require(step(.xyChain, xyChainPosition()))
    #expect(eliminated(s) == removals(1, [cell(1, 9), cell(4, 1)]))
    #expect(s.cells == [cell(1, 1), cell(1, 5), cell(4, 5), cell(4, 9)])
    #expect(
      s.explanation
        == "XY-Chain: r1c1=1 = r1c1=2 - r1c5=2 = r1c5=3 - r4c5=3 = r4c5=4 - r4c9=4 = r4c9=1 "
        + "(= if one is false the other is true, - if one is true the other is false); "
        + "r1c1 or r4c9 is 1 => r1c9<>1, r4c1<>1")
    #expect(step(.xyWing, xyChainPosition()) == nil)
  }

  @Test func xyChainNeedsTheSameDigitAtBothEnds() {
    var cands = xyChainPosition()
    cands.set(4, 9, 4, 5)
    #expect(step(.xyChain, cands) == nil)
  }

  /// 5 in row 1 only at r1c2 and the group r1c78 (box 3); in column 9 only at r3c9 and r7c9.
  private func groupedPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(5, in: Unit(kind: .row, index: 0), to: [cell(1, 2), cell(1, 7), cell(1, 8)])
    cands.confine(5, in: Unit(kind: .column, index: 8), to: [cell(3, 9), cell(7, 9)])
    return cands
  }

  @Test func aicLinksThroughAGroup() throws {
    let s = try #require(step(.aic, groupedPosition()))
    #expect(eliminated(s) == removals(5, [cell(7, 2)]))
    #expect(s.chains.count == 1 && s.chains[0].map(\.cells).contains([cell(1, 7), cell(1, 8)]))
    #expect(
      s.explanation
        == "AIC: r1c2=5 = r1c78=5 - r3c9=5 = r7c9=5 "
        + "(= if one is false the other is true, - if one is true the other is false); "
        + "r1c2=5 or r7c9=5 is true => r7c2<>5")
    #expect(step(.xChain, groupedPosition()) == nil)
  }

  @Test func aicNeedsEveryStrongLink() {
    var cands = groupedPosition()
    cands[cell(5, 9)].insert(5)
    #expect(step(.aic, cands) == nil)
  }

  /// Ends of different digits in cells that see each other: r1c1=1 or r1c9=2, so r1c9 cannot be 1.
  @Test func aicWithDifferentEndDigitsClearsBothEndCells() throws {
    var cands = openPosition()
    cands.set(1, 1, 1, 3)
    cands.set(5, 1, 3, 2)
    cands.confine(2, in: Unit(kind: .row, index: 4), to: [cell(5, 1), cell(5, 9)])
    cands.confine(2, in: Unit(kind: .column, index: 8), to: [cell(5, 9), cell(1, 9)])
    let s = try #require(step(.aic, cands))
    #expect(eliminated(s) == [Elimination(cell: cell(1, 9), digit: 1)])
    #expect(s.chains[0].first.map { Set([$0.digit, s.chains[0].last!.digit]) } == [1, 2])
  }

  @Test func groupsAreWrittenAlongTheirLine() {
    #expect(ChainNode(digit: 5, cells: [cell(1, 7), cell(1, 8)], isOn: true).statement == "r1c78=5")
    #expect(ChainNode(digit: 3, cells: [cell(4, 7), cell(5, 7)], isOn: false).statement == "r45c7<>3")
  }
}
