import Testing

@testable import SudokuKit

@Suite struct NiceLoopTests {
  /// 5 has two places in row 1 (r1c1, r1c5), column 6 (r2c6, r8c6) and column 2 (r3c2, r8c2); box 2,
  /// row 8 and box 1 link them into a loop.
  private func xCyclePosition() -> Candidates {
    var cands = openPosition()
    cands.confine(5, in: Unit(kind: .row, index: 0), to: [cell(1, 1), cell(1, 5)])
    cands.confine(5, in: Unit(kind: .column, index: 5), to: [cell(2, 6), cell(8, 6)])
    cands.confine(5, in: Unit(kind: .column, index: 1), to: [cell(3, 2), cell(8, 2)])
    return cands
  }

  @Test func xCycleClearsTheDigitFromTheUnitOfEveryWeakLink() throws {
    let s = try #require(step(.xCycle, xCyclePosition()))
    let box1 = [cell(2, 1), cell(2, 3), cell(3, 1), cell(3, 3)]
    let box2 = [cell(2, 4), cell(2, 5), cell(3, 4), cell(3, 5)]
    let row8 = [1, 3, 4, 5, 7, 8, 9].map { cell(8, $0) }
    #expect(eliminated(s) == removals(5, box1 + box2 + row8))
    #expect(
      s.explanation
        == "X-Cycle on 5: r1c1=5 = r1c5=5 - r2c6=5 = r8c6=5 - r8c2=5 = r3c2=5 - r1c1=5 "
        + "(= if one is false the other is true, - if one is true the other is false); the loop closes, so "
        + "each - link has one true end too, and a candidate ruled out by both ends of one goes "
        + "=> r2c1<>5, r2c3<>5, r2c4<>5, r2c5<>5, r3c1<>5, r3c3<>5, r3c4<>5, r3c5<>5, r8c1<>5, r8c3<>5, "
        + "r8c4<>5, r8c5<>5, r8c7<>5, r8c8<>5, r8c9<>5")
  }

  @Test func xCycleNeedsEveryStrongLink() {
    var cands = xCyclePosition()
    cands[cell(1, 9)].insert(5)
    #expect(step(.xCycle, cands) == nil)
  }

  /// r1c1 holds only 1 and 2; 2 has two places in column 5 (r1c5, r5c5) and 1 two in row 5 (r5c1, r5c5):
  /// row 1, the cell r5c5 and column 1 close the loop.
  private func niceLoopPosition() -> Candidates {
    var cands = openPosition()
    cands.set(1, 1, 1, 2)
    cands.set(5, 5, 1, 2, 7)
    cands.confine(2, in: Unit(kind: .column, index: 4), to: [cell(1, 5), cell(5, 5)])
    cands.confine(1, in: Unit(kind: .row, index: 4), to: [cell(5, 1), cell(5, 5)])
    return cands
  }

  @Test func niceLoopClearsAlongItsUnitsAndInsideItsCell() throws {
    let s = try #require(step(.niceLoop, niceLoopPosition()))
    let row1 = (2...9).filter { $0 != 5 }.map { cell(1, $0) }
    let column1 = (2...9).filter { $0 != 5 }.map { cell($0, 1) }
    #expect(
      eliminated(s)
        == removals(2, row1).union(removals(1, column1)).union([Elimination(cell: cell(5, 5), digit: 7)]))
    #expect(
      s.explanation
        == "Continuous nice loop: r1c1=1 = r1c1=2 - r1c5=2 = r5c5=2 - r5c5=1 = r5c1=1 - r1c1=1 "
        + "(= if one is false the other is true, - if one is true the other is false); the loop closes, so "
        + "each - link has one true end too, and a candidate ruled out by both ends of one goes => "
        + s.eliminations.map { "\(Board.name($0.cell))<>\($0.digit)" }.joined(separator: ", "))
    #expect(
      s.inWords
        == "If r1c1 is not 1, then r1c1 is 2, so r1c5 is not 2, so r5c5 is 2, so r5c5 is not 1, so r5c1 is 1, "
        + "so r1c1 is not 1, as it began; if r1c1 is 1, each link turns the other way round the loop. So one "
        + "end of every link holds, and " + s.outcomeInWords)
  }

  @Test func niceLoopNeedsTheLoopClosed() {
    var cands = niceLoopPosition()
    cands.set(1, 1, 1, 2, 3)
    #expect(step(.niceLoop, cands) == nil)
  }

  /// Sudoku Exchange bank puzzles (SE 6.6 and 7.0) where the grader takes an X-Cycle and a continuous nice
  /// loop, with their solutions.
  static let bank: [(line: String, solution: String, technique: Technique, explanation: String)] = [
    (
      "...863...5...4...1...........84.72..4...5...7.7.1.2.3...1.2.4....4...5..76.....28",
      "147863952526749381893215746638497215412356897975182634351628479284971563769534128", .xCycle,
      "X-Cycle on 9: r1c3=9 = r1c7=9 - r6c7=9 = r6c1=9 - r4c2=9 = r3c2=9 - r1c3=9"
    ),
    (
      ".1..3.....4...6..59.3..4....84.......69.5.24.......19....8..6.93..9...7.....4..1.",
      "716539482842176935953284761284691357169357248537428196475813629321965874698742513", .niceLoop,
      "Continuous nice loop: r7c3=5 = r7c8=5 - r7c8=2 = r8c9=2 - r8c2=2 = r8c2=5 - r7c3=5"
    ),
  ]

  @Test(arguments: bank.indices)
  func bankPuzzlesTakeTheLoopInAgreementWithTheSolution(_ index: Int) throws {
    let (line, solutionLine, technique, explanation) = Self.bank[index]
    let solution = try #require(Grid(line: solutionLine))
    let report = Grader.grade(try #require(Grid(line: line)), knownUnique: true)
    #expect(report.finalGrid == solution)
    let loop = try #require(report.steps.first { $0.technique == technique })
    #expect(loop.explanation.hasPrefix(explanation + " (= if one is false"))
    #expect(!loop.eliminations.isEmpty)
    for e in loop.eliminations { #expect(solution[e.cell] != e.digit, "\(loop.explanation)") }
  }
}
