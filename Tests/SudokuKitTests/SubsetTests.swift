import Testing

@testable import SudokuKit

@Suite struct SubsetTests {
  @Test func nakedPairClearsItsDigitsFromTheUnit() throws {
    var cands = openPosition()
    cands.set(1, 2, 3, 8)
    cands.set(1, 7, 3, 8)
    let s = try #require(step(.nakedPair, cands))
    let others = [1, 3, 4, 5, 6, 8, 9].map { cell(1, $0) }
    #expect(eliminated(s) == removals(3, others).union(removals(8, others)))
    #expect(s.cells == [cell(1, 2), cell(1, 7)])
    #expect(
      s.explanation
        == "Naked pair: r1c2 and r1c7 hold only 3 and 8, so 3 and 8 are removed from the rest of row 1")
  }

  @Test func nakedPairNeedsTheSameTwoDigits() {
    var cands = openPosition()
    cands.set(1, 2, 3, 8)
    cands.set(1, 7, 3, 9)
    #expect(step(.nakedPair, cands) == nil)
  }

  @Test func nakedTripleMayBeMadeOfPairs() throws {
    var cands = openPosition()
    cands.set(2, 4, 1, 5)
    cands.set(5, 4, 5, 9)
    cands.set(8, 4, 1, 9)
    let s = try #require(step(.nakedTriple, cands))
    let others = [1, 3, 4, 6, 7, 9].map { cell($0, 4) }
    #expect(eliminated(s) == removals(1, others).union(removals(5, others)).union(removals(9, others)))
    #expect(s.units == [Unit(kind: .column, index: 3)])
    #expect(step(.nakedPair, cands) == nil)
  }

  @Test func nakedTripleNeedsThreeDigitsOnly() {
    var cands = openPosition()
    cands.set(2, 4, 1, 5)
    cands.set(5, 4, 5, 9)
    cands.set(8, 4, 1, 2)
    #expect(step(.nakedTriple, cands) == nil)
  }

  @Test func nakedQuadInABox() throws {
    var cands = openPosition()
    cands.set(4, 4, 1, 2)
    cands.set(4, 6, 2, 3)
    cands.set(5, 5, 3, 4)
    cands.set(6, 4, 1, 4)
    let s = try #require(step(.nakedQuad, cands))
    let others = [cell(4, 5), cell(5, 4), cell(5, 6), cell(6, 5), cell(6, 6)]
    #expect(eliminated(s) == (1...4).reduce(into: Set()) { $0.formUnion(removals($1, others)) })
    #expect(s.digits == DigitSet([1, 2, 3, 4]))
  }

  @Test func nakedQuadNeedsFourDigitsOnly() {
    var cands = openPosition()
    cands.set(4, 4, 1, 2)
    cands.set(4, 6, 2, 3)
    cands.set(5, 5, 3, 4)
    cands.set(6, 4, 1, 5)
    #expect(step(.nakedQuad, cands) == nil)
  }

  @Test func hiddenPairClearsOtherCandidatesFromItsCells() throws {
    var cands = openPosition()
    let row9 = Unit(kind: .row, index: 8)
    cands.confine(2, in: row9, to: [cell(9, 1), cell(9, 5)])
    cands.confine(7, in: row9, to: [cell(9, 1), cell(9, 5)])
    let s = try #require(step(.hiddenPair, cands))
    let rest: Set<Elimination> = [1, 3, 4, 5, 6, 8, 9].reduce(into: []) {
      $0.formUnion(removals($1, [cell(9, 1), cell(9, 5)]))
    }
    #expect(eliminated(s) == rest)
    #expect(
      s.explanation
        == "Hidden pair: 2 and 7 can only go in r9c1 and r9c5 within row 9, so their other candidates are removed"
    )
  }

  @Test func hiddenPairNeedsBothDigitsInTheSameTwoCells() {
    var cands = openPosition()
    let row9 = Unit(kind: .row, index: 8)
    cands.confine(2, in: row9, to: [cell(9, 1), cell(9, 5)])
    cands.confine(7, in: row9, to: [cell(9, 1), cell(9, 5), cell(9, 9)])
    #expect(step(.hiddenPair, cands) == nil)
  }

  @Test func hiddenTripleInAColumn() throws {
    var cands = openPosition()
    let column3 = Unit(kind: .column, index: 2)
    cands.confine(1, in: column3, to: [cell(1, 3), cell(4, 3)])
    cands.confine(4, in: column3, to: [cell(4, 3), cell(7, 3)])
    cands.confine(6, in: column3, to: [cell(1, 3), cell(7, 3)])
    let s = try #require(step(.hiddenTriple, cands))
    let trio = [cell(1, 3), cell(4, 3), cell(7, 3)]
    #expect(eliminated(s) == [2, 3, 5, 7, 8, 9].reduce(into: Set()) { $0.formUnion(removals($1, trio)) })
    #expect(s.digits == DigitSet([1, 4, 6]))
    #expect(step(.hiddenPair, cands) == nil)
  }

  @Test func hiddenTripleNeedsThreeCellsOnly() {
    var cands = openPosition()
    let column3 = Unit(kind: .column, index: 2)
    cands.confine(1, in: column3, to: [cell(1, 3), cell(4, 3)])
    cands.confine(4, in: column3, to: [cell(4, 3), cell(7, 3)])
    cands.confine(6, in: column3, to: [cell(1, 3), cell(7, 3), cell(9, 3)])
    #expect(step(.hiddenTriple, cands) == nil)
  }

  @Test func hiddenQuadInABox() throws {
    var cands = openPosition()
    let box9 = Unit(kind: .box, index: 8)
    cands.confine(2, in: box9, to: [cell(7, 7), cell(7, 9)])
    cands.confine(3, in: box9, to: [cell(7, 9), cell(8, 8)])
    cands.confine(5, in: box9, to: [cell(8, 8), cell(9, 7)])
    cands.confine(8, in: box9, to: [cell(9, 7), cell(7, 7)])
    let s = try #require(step(.hiddenQuad, cands))
    let quad = [cell(7, 7), cell(7, 9), cell(8, 8), cell(9, 7)]
    #expect(eliminated(s) == [1, 4, 6, 7, 9].reduce(into: Set()) { $0.formUnion(removals($1, quad)) })
    #expect(s.units == [box9])
  }

  @Test func hiddenQuadNeedsFourCellsOnly() {
    var cands = openPosition()
    let box9 = Unit(kind: .box, index: 8)
    cands.confine(2, in: box9, to: [cell(7, 7), cell(7, 9)])
    cands.confine(3, in: box9, to: [cell(7, 9), cell(8, 8)])
    cands.confine(5, in: box9, to: [cell(8, 8), cell(9, 7)])
    cands.confine(8, in: box9, to: [cell(9, 7), cell(7, 7), cell(9, 9)])
    #expect(step(.hiddenQuad, cands) == nil)
  }
}
