import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// `N` asks before it abandons a game with progress, and never asks when there is nothing to lose.
@Suite struct AppConfirmNewGameTests {
  @Test func aFreshGameGoesStraightToTheMenu() {
    var d = AppDriver()
    d.type("N")
    #expect(d.state.ui.screen == .newGame(selected: 1))
  }

  @Test func aDigitOrANoteMakesNAsk() {
    for keys in ["5", "n3n"] {
      var d = AppDriver()
      d.type(keys + "N")
      #expect(d.state.ui.screen == .confirmNewGame, "after \(keys)")
    }
  }

  @Test func yesAndEnterGoOnToTheMenu() {
    for answer in [Key.character("y"), .character("Y"), .enter] {
      var d = AppDriver()
      d.type("5N")
      #expect(d.key(answer) == [])
      #expect(d.state.ui.screen == .newGame(selected: 1), "\(answer)")
    }
  }

  @Test func noEscapeAndNAgainGoBackToTheUnchangedGame() {
    for answer in [Key.character("n"), .escape, .character("N")] {
      var d = AppDriver()
      d.type("5N")
      let game = d.state.game
      d.key(answer)
      #expect(d.state.ui.screen == .playing, "\(answer)")
      // `n` answered the question: it did not switch to NOTES.
      #expect(d.state.game.mode == .normal)
      #expect(d.state.game.board == game.board)
    }
  }

  @Test func nothingElseActsWhileTheQuestionIsOpen() {
    var d = AppDriver()
    d.type("5N")
    let game = d.state.game
    d.type("73xuHp")
    d.key(.up)
    #expect(d.state.ui.screen == .confirmNewGame)
    #expect(d.state.game.board == game.board)
    #expect(d.state.game.selection == game.selection)
    #expect(d.state.game.hintsUsed == 0)
    #expect(!d.state.game.paused)
  }

  /// Like the help and statistics screens, the question does not stop the clock.
  @Test func theClockRunsWhileAsking() {
    var d = AppDriver()
    d.type("5N")
    let elapsed = d.state.game.elapsed
    d.send(.tick, after: 10)
    #expect(d.state.game.elapsed - elapsed >= 10)
  }

  @Test func quitStillQuitsWithTheGameSaved() {
    var d = AppDriver()
    d.type("5N")
    #expect(d.type("q") == [.save, .quit])
  }

  @Test func aSolvedGameNeverAsks() throws {
    var d = AppDriver()
    let solution = try #require(Grid(line: AppFixture.solution))
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      var g = d.state.game
      _ = Game.reduce(&g, .select(cell), now: d.now)
      d.state.game = g
      d.type(String(solution[cell]))
    }
    #expect(d.state.game.solved)
    d.type("N")
    #expect(d.state.ui.screen == .newGame(selected: 1))
  }

  /// The question fits the smallest board; the hint bar repeats it on one line.
  @Test func theQuestionIsOnScreen() {
    for (columns, rows) in [(100, 32), (37, 23)] {
      var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
      d.type("5N")
      let screen = d.screen
      let text = (0..<screen.height).map { screen.text(row: $0) }
      for line in OverlayView.lines(d.state) ?? [] where !line.isEmpty {
        #expect(text.contains { $0.contains(line) }, "\(line) at \(columns) columns")
      }
      #expect(text.contains { $0.contains("n or Esc: no") })
      #expect(text.last?.hasPrefix(String(App.abandonQuestion.prefix(columns))) == true)
    }
  }
}
