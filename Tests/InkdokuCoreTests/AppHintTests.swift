import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit

/// A hint does exactly what it showed: the third press changes only the notes the step removes and the
/// digit the explanation names, nothing else.
@Suite struct AppHintTests {
  /// The puzzle a player reported: a pointing step there used to place a digit nobody had mentioned.
  static let puzzle = ".3..85...65.79......7........15..3..8.3...2.7..4..71........5......58.34...32..9."

  @Test(arguments: [true, false])
  func theThirdPressDoesWhatTheSecondShowed(withCandidates: Bool) throws {
    let game = try GameState(puzzle: try #require(Grid(line: Self.puzzle)))
    var d = AppDriver(AppState(game: game, columns: 100, rows: 32))
    if withCandidates { d.type("A") }
    var steps = 0
    while !d.state.game.solved, steps < 120 {
      d.type("HH")
      let shown = try #require(d.state.currentHint)
      let before = d.state.game
      d.type("H")
      let after = d.state.game
      steps += 1
      let placement = shown.hint.placement
      if let placement { #expect(shown.text.contains(Board.name(placement.cell)), "\(shown.text)") }
      for cell in 0..<81 where before.digit(at: cell) != after.digit(at: cell) {
        #expect(
          cell == placement?.cell || shownCells(shown).contains(cell),
          "\(shown.text): r\(cell / 9 + 1)c\(cell % 9 + 1)")
      }
      let removed = Set(eliminations(shown))
      for cell in 0..<81 where before.notes[cell] != after.notes[cell] {
        let gone = before.notes[cell].subtracting(after.notes[cell])
        let explained =
          gone.allSatisfy { removed.contains(Elimination(cell: cell, digit: $0)) } || cell == placement?.cell
          || (placement.map { Board.peers[$0.cell].contains(cell) && gone == DigitSet([$0.digit]) } ?? false)
        #expect(explained, "\(shown.text): notes of r\(cell / 9 + 1)c\(cell % 9 + 1) lost \(gone)")
      }
    }
    #expect(d.state.game.solved, "hints alone solve the puzzle")
    #expect(d.state.game.mistakes == 0)
  }

  private func eliminations(_ shown: ShownHint) -> [Elimination] {
    if case .step(let step, _) = shown.hint { return step.eliminations }
    return []
  }

  private func shownCells(_ shown: ShownHint) -> [Int] {
    switch shown.hint {
    case .wrongEntry(let cell, _), .wrongNotes(let cell): [cell]
    default: []
    }
  }
}
