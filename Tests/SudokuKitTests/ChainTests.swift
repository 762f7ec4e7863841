import Testing

@testable import SudokuKit

@Suite struct ChainTests {
  /// 6 linked r1c1 = r1c5 (row 1) = r3c6 (box 2) = r8c6 (column 6): the ends have opposite colors.
  private func trapPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(6, in: Unit(kind: .row, index: 0), to: [cell(1, 1), cell(1, 5)])
    cands.confine(6, in: Unit(kind: .box, index: 1), to: [cell(1, 5), cell(3, 6)])
    cands.confine(6, in: Unit(kind: .column, index: 5), to: [cell(3, 6), cell(8, 6)])
    return cands
  }

  @Test func colorTrapClearsCellsSeeingBothColors() throws {
    let s = try #require(step(.simpleColoring, trapPosition()))
    #expect(eliminated(s) == removals(6, [cell(8, 1)]))
    #expect(Set(s.cells) == [cell(1, 1), cell(1, 5), cell(3, 6), cell(8, 6)])
    #expect(s.explanation.hasSuffix("r8c1 sees both colors, so 6 removed from r8c1"))
  }

  @Test func colorTrapNeedsTheWholeChain() {
    var cands = trapPosition()
    cands[cell(5, 6)].insert(6)
    #expect(step(.simpleColoring, cands) == nil)
  }

  @Test func colorWrapRemovesTheColorThatSeesItself() throws {
    var cands = openPosition()
    cands.confine(6, in: Unit(kind: .row, index: 0), to: [cell(1, 1), cell(1, 5)])
    cands.confine(6, in: Unit(kind: .column, index: 4), to: [cell(1, 5), cell(5, 5)])
    cands.confine(6, in: Unit(kind: .row, index: 4), to: [cell(5, 5), cell(5, 2)])
    cands.confine(6, in: Unit(kind: .column, index: 1), to: [cell(5, 2), cell(2, 2)])
    let s = try #require(step(.simpleColoring, cands))
    #expect(eliminated(s) == removals(6, [cell(1, 1), cell(5, 5), cell(2, 2)]))
    #expect(s.explanation.contains("r1c1 and r2c2 share a color and see each other"))
  }

  /// A skyscraper on 3: r1c1 = r7c1 - r7c6 = r2c6, two conjugate pairs joined by a weak link.
  private func skyscraperPosition() -> Candidates {
    var cands = openPosition()
    cands.confine(3, in: Unit(kind: .column, index: 0), to: [cell(1, 1), cell(7, 1)])
    cands.confine(3, in: Unit(kind: .column, index: 5), to: [cell(2, 6), cell(7, 6)])
    return cands
  }

  @Test func xChainClearsCellsSeeingBothEnds() throws {
    let s = try #require(step(.xChain, skyscraperPosition()))
    #expect(s.cells == [cell(1, 1), cell(7, 1), cell(7, 6), cell(2, 6)])
    #expect(eliminated(s) == removals(3, [cell(1, 4), cell(1, 5), cell(2, 2), cell(2, 3)]))
    #expect(
      s.explanation
        == "X-Chain on 3: r1c1 = r7c1 - r7c6 = r2c6 (= only two places, - see each other); "
        + "r1c1 or r2c6 holds 3, so 3 removed from r1c4, r1c5, r2c2, r2c3")
  }

  @Test func coloringDoesNotSeeAcrossWeakLinks() {
    #expect(step(.simpleColoring, skyscraperPosition()) == nil)
  }

  @Test func xChainNeedsStrongLinksAtBothEnds() {
    var cands = skyscraperPosition()
    cands[cell(5, 6)].insert(3)
    #expect(step(.xChain, cands) == nil)
  }
}
