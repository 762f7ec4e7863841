import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// A pasted pencil-mark grid, as `share` prints it, is offered like a pasted puzzle and starts from its
/// position: givens, the player's digits and notes.
@Suite struct AppPastedMarksTests {
  /// `AppPasteTests.other` with the player's right digit in r1c1, a single note in r2c2 and two notes
  /// in r3c3.
  static func shared() -> GameState {
    let solution = Grid(line: AppFixture.solution)!
    var game = GameState(givens: Grid(line: AppPasteTests.other)!, solution: solution)!
    for action: GameAction in [
      .place(digit: solution[0], cell: 0, mode: .normal), .toggleNote(digit: solution[10], cell: 10),
      .toggleNote(digit: 1, cell: 20), .toggleNote(digit: 2, cell: 20),
    ] {
      _ = Game.reduce(&game, action, now: 0)
    }
    return game
  }

  /// The event a paste of `text` becomes (a burst of keys, read as a bracketed paste is).
  static func pasteEvent(_ text: String) -> InputEvent {
    BurstPaste.coalesce(text.map { $0 == "\n" ? InputEvent.key(.enter) : .key(.character($0)) })[0]
  }

  @Test func aPastedGridIsOfferedAndYesStartsItsPosition() {
    let shared = Self.shared()
    var d = AppDriver()
    d.send(.input(Self.pasteEvent(BoardPosition(shared).pencilmarkGrid)))
    guard case .confirmPastedPuzzle = d.state.ui.screen else {
      Issue.record("the pasted grid is not offered")
      return
    }
    #expect(HintBar.text(d.state).0 == App.pasteQuestion)
    #expect(OverlayView.lines(d.state)?.contains("Start the pasted position") == true)
    d.key(.character("y"))
    #expect(d.state.ui.screen == .playing)
    #expect(d.state.game.givens == shared.givens && d.state.game.entries == shared.entries)
    #expect(d.state.game.notes == shared.notes && d.state.game.difficulty == nil)
    // The player's digit stays the player's: erasable.
    _ = Game.reduce(&d.state.game, .erase(cell: 0), now: 1)
    #expect(d.state.game.entries[0] == 0)
  }

  @Test func aGridThatCannotBePlayedIsNamed() throws {
    let solution = Grid(line: AppFixture.solution)!
    var wrong = GameState(givens: Grid(line: AppFixture.puzzle)!, solution: solution)!
    // A wrong digit that repeats none in its row, column or box: only the solution rules it out.
    let (cell, digit) = try #require(
      (0..<81).lazy.filter { wrong.givens[$0] == 0 }.flatMap { cell in (1...9).map { (cell, $0) } }.first {
        cell, digit in digit != solution[cell] && !Board.peers[cell].contains { wrong.givens[$0] == digit }
      })
    _ = Game.reduce(&wrong, .place(digit: digit, cell: cell, mode: .normal), now: 0)
    var d = AppDriver()
    let game = d.state.game
    d.send(.input(Self.pasteEvent(BoardPosition(wrong).pencilmarkGrid)))
    #expect(d.state.ui.screen == .playing && d.state.game.board == game.board)
    #expect(d.state.game.revision == game.revision)
    #expect(
      d.state.ui.message?.text
        == "Pasted grid not started: \(Board.name(cell)): \(digit) leaves it without a solution")
    #expect(d.state.ui.message?.isError == true)
  }
}
