import Foundation
import Testing

@testable import SudokuKit

@Suite struct GridTests {
  @Test func parsesLineForm() throws {
    let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    let g = try #require(Grid(line: line))
    #expect(g[0] == 4)
    #expect(g[1] == 0)
    #expect(g.line == line)
    #expect(g.filledCount == 17)
    #expect(Grid(line: String(line.dropLast())) == nil)
    #expect(Grid(line: line + "1") == nil)
    #expect(Grid(line: line.replacingOccurrences(of: "4", with: "x")) == nil)
  }

  @Test func unitsAndPeers() {
    #expect(Board.units.count == 27)
    #expect(Board.peers.allSatisfy { $0.count == 20 })
    #expect(Board.units[18] == [0, 1, 2, 9, 10, 11, 18, 19, 20])
    #expect(Board.box(80) == 8)
    #expect(Board.name(Board.cell(row: 2, column: 4)) == "r3c5")
    #expect(Board.sees(0, 80) == false)
    #expect(Board.sees(0, 20) == true)
  }

  @Test func conflictNamesTheCells() {
    var g = Grid()
    g[0, 0] = 3
    g[0, 4] = 3
    #expect(throws: GridError.self) { try g.validate() }
    let c = g.conflicts()
    #expect(c.count == 1)
    #expect(c[0].description == "3 appears twice in row 1: r1c1 and r1c5")
  }

  @Test func digitSetIterationAndSingles() {
    let s = DigitSet([1, 5, 9])
    #expect(Array(s) == [1, 5, 9])
    #expect(s.count == 3)
    #expect(s.single == nil)
    #expect(DigitSet([7]).single == 7)
    #expect(DigitSet.all.count == 9)
  }

  @Test func candidatesFollowPlacements() throws {
    var g = Grid()
    g[0] = 5
    var cand = Candidates(grid: g)
    #expect(!cand[1].contains(5))
    #expect(cand[80].contains(5))
    cand.place(5, at: 80)
    #expect(!cand[8].contains(5))
    #expect(cand[80].isEmpty)
  }
}
