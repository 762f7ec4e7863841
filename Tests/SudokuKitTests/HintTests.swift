import Testing

@testable import SudokuKit

@Suite struct HintTests {
  private let givens = Grid(line: Puzzles.easy)!
  private var solution: Grid { bruteSolve(givens)! }

  @Test func wrongEntryComesFirst() {
    var entries = Grid()
    for c in [cell(1, 1), cell(4, 1), cell(9, 9)] { entries[c] = solution[c] % 9 + 1 }
    entries[cell(1, 1)] = solution[cell(1, 1)]
    let hint = Hints.next(givens: givens, entries: entries, solution: solution)
    #expect(hint == .wrongEntry(cell: cell(4, 1), entered: entries[cell(4, 1)]))
    #expect(hint.explanation == "r4c1 holds \(entries[cell(4, 1)]), but that is not its digit")
    #expect(hint.nudge == "A digit you placed is wrong: look at row 4")
    #expect(hint.placement == nil)
  }

  @Test func notesThatLeaveOutTheDigitAreReported() {
    var notes = Array(repeating: DigitSet.empty, count: 81)
    let c = (0..<81).first { givens[$0] == 0 }!
    notes[c] = DigitSet.all.subtracting(DigitSet([solution[c]]))
    let hint = Hints.next(givens: givens, entries: Grid(), notes: notes, solution: solution)
    #expect(hint == .wrongNotes(cell: c))
    #expect(hint.explanation == "The notes in \(Board.name(c)) leave out the digit that goes there")
  }

  /// Play a hard puzzle by its hints until one only removes candidates; once the player's notes
  /// have removed them, the next hint is another step, never the same removal again.
  @Test func aRemovalThePlayerMadeIsNeverSuggestedAgain() throws {
    let puzzle = try #require(
      Grid(line: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    let solution = try #require(bruteSolve(puzzle))
    var entries = Grid()
    for _ in 0..<81 {
      let hint = Hints.next(givens: puzzle, entries: entries, solution: solution)
      guard case .step(let step, _) = hint else { break }
      if let p = step.placement {
        entries[p.cell] = p.digit
        continue
      }
      var grid = puzzle
      for c in 0..<81 where entries[c] != 0 { grid[c] = entries[c] }
      var candidates = Candidates(grid: grid)
      for e in step.eliminations { candidates.eliminate(e.digit, from: e.cell) }
      let notes = (0..<81).map { grid[$0] == 0 ? candidates[$0] : DigitSet.empty }
      let next = Hints.next(givens: puzzle, entries: entries, notes: notes, solution: solution)
      guard case .step(let after, _) = next else {
        Issue.record("expected a step after \(step.explanation), got \(next)")
        return
      }
      #expect(after != step)
      for e in after.eliminations { #expect(notes[e.cell].contains(e.digit), "\(after.explanation)") }
      return
    }
    Issue.record("the hints never removed a candidate without placing a digit")
  }

  @Test func solvedBoardSaysSo() {
    var entries = Grid()
    for c in 0..<81 where givens[c] == 0 { entries[c] = solution[c] }
    #expect(Hints.next(givens: givens, entries: entries, solution: solution) == .solved)
  }

  @Test func hiddenSingleHintExplainsItself() throws {
    // Norvig's first hard puzzle starts with no naked single.
    let puzzle = try #require(
      Grid(line: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    let solution = try #require(bruteSolve(puzzle))
    let hint = Hints.next(givens: puzzle, entries: Grid(), solution: solution)
    guard case .step(let step, let then) = hint else {
      Issue.record("expected a step, got \(hint)")
      return
    }
    #expect(then.isEmpty)
    #expect(step.technique == .hiddenSingle)
    #expect(step.placement == Placement(cell: cell(6, 2), digit: 4))
    #expect(hint.explanation == "Hidden single: 4 can only go in r6c2 within box 4")
    #expect(hint.nudge == "Look at box 4: Hidden single")
  }

  @Test func eliminationHintLeadsToADigit() throws {
    // Solve the medium puzzle up to its first pointing step, then ask for a hint from there.
    let puzzle = try #require(
      Grid(line: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
    let solution = try #require(bruteSolve(puzzle))
    let steps = Grader.grade(puzzle).steps
    let upTo = try #require(steps.firstIndex { $0.placement == nil })
    var entries = Grid()
    for p in steps[..<upTo].compactMap(\.placement) { entries[p.cell] = p.digit }
    let hint = Hints.next(givens: puzzle, entries: entries, solution: solution)
    guard case .step(let first, let then) = hint else {
      Issue.record("expected a step, got \(hint)")
      return
    }
    #expect(first == steps[upTo])
    let placement = try #require(hint.placement)
    #expect(then.last?.placement == placement)
    #expect(solution[placement.cell] == placement.digit)
    // What the hint will do is what it says: the digit it leads to is named.
    #expect(
      hint.explanation == first.explanation
        + "; this leads to \(Board.name(placement.cell))=\(placement.digit)")

    // With the candidates in the notes (as `A` puts them), the same step shows on the board by itself:
    // the hint is that step alone, and applying it places nothing.
    var board = puzzle
    for c in 0..<81 where entries[c] != 0 { board[c] = entries[c] }
    let candidates = Candidates(grid: board)
    let notes = (0..<81).map { board[$0] == 0 ? candidates[$0] : DigitSet([]) }
    let noted = Hints.next(givens: puzzle, entries: entries, notes: notes, solution: solution)
    #expect(noted == .step(steps[upTo], then: []))
    #expect(noted.placement == nil)
    #expect(noted.explanation == first.explanation)
  }

  @Test func stuckBoardRevealsADigit() throws {
    let puzzle = try #require(Grid(line: Puzzles.escargot))
    let solution = try #require(bruteSolve(puzzle))
    let stuck = Grader.grade(puzzle).finalGrid
    let hint = Hints.next(givens: stuck, entries: Grid(), solution: solution)
    guard case .step(let step, let then) = hint else {
      Issue.record("expected a step, got \(hint)")
      return
    }
    // The board keeps no eliminations, so logic may remove candidates again before it has to guess.
    let reveal = then.last ?? step
    #expect(reveal.technique == .trial)
    #expect(([step] + then).dropLast().allSatisfy { $0.technique != .trial && $0.placement == nil })
    let p = try #require(reveal.placement)
    #expect(stuck[p.cell] == 0 && solution[p.cell] == p.digit)
    #expect(reveal.explanation.hasPrefix("Needs trial: no logical step applies"))
  }
}
