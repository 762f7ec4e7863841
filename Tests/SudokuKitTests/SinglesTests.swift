import Testing

@testable import SudokuKit

@Suite struct SinglesTests {
  @Test func nakedSinglePlacesTheLastCandidate() throws {
    var cands = openPosition()
    cands.set(3, 5, 7)
    let s = try #require(step(.nakedSingle, cands))
    #expect(s.placement == Placement(cell: cell(3, 5), digit: 7))
    #expect(s.eliminations.isEmpty)
    #expect(s.explanation == "Naked single: r3c5 can only hold 7")
  }

  @Test func nakedSingleNeedsExactlyOneCandidate() {
    var cands = openPosition()
    cands.set(3, 5, 7, 8)
    #expect(step(.nakedSingle, cands) == nil)
  }

  @Test func nakedSingleIgnoresFilledCells() {
    var grid = Grid()
    grid[cell(3, 5)] = 7
    var cands = openPosition()
    cands.set(3, 5, 7)
    #expect(LogicSolver.step(using: .nakedSingle, grid: grid, candidates: cands) == nil)
  }

  @Test func hiddenSingleFindsTheOnlyPlaceInABox() throws {
    var cands = openPosition()
    cands.confine(7, in: Unit(kind: .box, index: 1), to: [cell(3, 5)])
    let s = try #require(step(.hiddenSingle, cands))
    #expect(s.placement == Placement(cell: cell(3, 5), digit: 7))
    #expect(s.units == [Unit(kind: .box, index: 1)])
    #expect(s.explanation == "Hidden single: 7 can only go in r3c5 within box 2")
  }

  @Test func hiddenSingleNeedsOnePlace() {
    var cands = openPosition()
    cands.confine(7, in: Unit(kind: .box, index: 1), to: [cell(3, 5), cell(2, 4)])
    #expect(step(.hiddenSingle, cands) == nil)
  }
}
