import InkdokuTestSupport
import Preferences
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// The check modes on screen and the mistake limit's screen. In the fixture r1c3 is 4: a 1 there is
/// wrong without clashing, a 5 clashes with the given 5 in r1c1; in r1c4 (a 6) a 2 is wrong and clashes
/// with nothing.
@Suite struct AppMistakeLimitTests {
  private func driver(_ check: CheckMode = .solution, limit: Int = 0) -> AppDriver {
    let rules = GameRules(check: check, mistakeLimit: limit)
    let game = GameState(
      givens: Grid(line: AppFixture.puzzle)!, solution: Grid(line: AppFixture.solution)!,
      difficultyLabel: "medium", rules: rules)!
    var d = AppDriver(
      AppState(game: game, columns: 100, rows: 32, settings: PlaySettings(rules: rules, pad: .off)))
    select(2, &d)
    return d
  }

  private func select(_ cell: Int, _ d: inout AppDriver) {
    d.state.game.selection = cell
  }

  private func text(_ d: AppDriver) -> String {
    let screen = d.screen
    return (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test func reachingTheLimitShowsItsScreenAndHidesTheBoard() {
    var d = driver(limit: 2)
    d.type("1")
    #expect(d.state.ui.screen == .playing)
    #expect(PanelView.lines(d.state).contains("Mistakes  1/2"))
    d.key(.right)
    d.type("2")
    #expect(d.state.game.mistakes == 2 && d.state.ui.screen == .tooManyMistakes)
    let shown = text(d)
    #expect(shown.contains("Too many mistakes") && shown.contains("c: continue without a limit"))
    #expect(shown.contains("r: restart this puzzle"))
    // The board's digits are hidden, as while paused.
    guard case .fits(let placement) = d.state.layout else {
      Issue.record("the board does not fit")
      return
    }
    let screen = d.screen
    let digits = (0..<81).map { cell in
      let rect = placement.rect(ofCell: cell)
      return screen[rect.x + rect.width / 2, rect.y + rect.height / 2].text
    }
    #expect(!zip(digits, AppFixture.puzzle).contains { $0 == String($1) }, "the givens show")
    #expect(HintBar.text(d.state).0.hasPrefix("Too many mistakes"))
  }

  /// Issue 42, bug 9: one mistake is not "1 mistakes".
  @Test func theScreenCountsInWords() {
    var d = driver(limit: 1)
    d.type("1")
    #expect(text(d).contains("1 mistake: the limit") && !text(d).contains("1 mistakes"))
    var two = driver(limit: 2)
    two.type("1")
    two.key(.right)
    two.type("2")
    #expect(text(two).contains("2 mistakes: the limit"))
  }

  @Test func nothingButTheWaysOutActAtTheLimit() {
    var d = driver(limit: 1)
    d.type("1")
    let game = d.state.game
    d.type("4xuHpnA?S")
    d.key(.left)
    #expect(d.state.game.board == game.board && d.state.game.selection == game.selection)
    #expect(
      d.state.game.hintsUsed == 0 && d.state.game.mode == .normal && d.state.ui.screen == .tooManyMistakes)
  }

  @Test func continuingDropsTheLimitForThisGameOnly() {
    var d = driver(limit: 1)
    d.type("1")
    #expect(d.type("c").first == .save)
    #expect(d.state.ui.screen == .playing && d.state.game.rules.mistakeLimit == 0)
    #expect(PanelView.lines(d.state).contains("Mistakes  1"))
    d.type("4")
    #expect(d.state.game.digit(at: 2) == 4)
    // A new game gets the settings' limit again.
    d.send(.newPuzzle(givens: d.state.game.givens, solution: d.state.game.solution, difficulty: .easy))
    #expect(d.state.game.rules.mistakeLimit == 1)
  }

  @Test func restartingStartsThePuzzleOver() {
    var d = driver(limit: 1)
    d.send(.tick, after: 5)
    d.type("1")
    d.type("r")
    #expect(d.state.ui.screen == .playing)
    #expect(d.state.game.board == d.state.game.givens && d.state.game.mistakes == 0)
    #expect(d.state.game.elapsed == 0 && d.state.game.rules.mistakeLimit == 1)
  }

  @Test func aNewGameFromTheLimitAsksFirstAndNoComesBack() {
    var d = driver(limit: 1)
    d.type("1N")
    #expect(d.state.ui.screen == .confirmNewGame)
    d.type("n")
    #expect(d.state.ui.screen == .tooManyMistakes)
    d.type("Ny")
    #expect(d.state.ui.screen == .newGame(selected: 1))
    d.key(.escape)
    #expect(d.state.ui.screen == .tooManyMistakes)
  }

  @Test func aResumedGameAtItsLimitOpensOnTheScreen() {
    var d = driver(limit: 1)
    d.type("1")
    let state = AppState(game: d.state.game, columns: 100, rows: 32)
    #expect(state.ui.screen == .tooManyMistakes)
  }

  @Test func theConflictsCheckMarksTheClashAndTheCellItClashesWith() {
    var d = driver(.conflicts)
    d.type("1")
    #expect(d.state.game.mistakes == 0 && CellDescription.of(d.state.game) == "r1c3: 1")
    d.type("5")
    #expect(d.state.game.mistakes == 1 && CellDescription.of(d.state.game) == "r1c3: 5 (clashes)")
    // Both marked cells carry the mark over their own role: the entry and the given 5 it clashes with.
    guard case .fits(let placement) = d.state.layout else {
      Issue.record("the board does not fit")
      return
    }
    let screen = d.screen
    let theme = Theme.standard(for: .monochrome)
    for (cell, role) in [(0, theme.given), (2, theme.entry)] {
      let rect = placement.rect(ofCell: cell)
      let style = screen[rect.x + rect.width / 2, rect.y + rect.height / 2].style
      #expect(style.attributes.isSuperset(of: role.applying(theme.mark).attributes), "r1c\(cell + 1)")
    }
    let given = placement.rect(ofCell: 1)
    #expect(
      !screen[given.x + given.width / 2, given.y + given.height / 2].style.attributes.contains(.underline))
  }

  @Test func withTheCheckOffThePanelSaysSoAndNothingIsMarked() {
    var d = driver(.off)
    d.type("5")
    #expect(PanelView.lines(d.state).contains("Mistakes  off"))
    #expect(CellDescription.of(d.state.game) == "r1c3: 5")
  }

  /// With checking off a full board that is wrong somewhere says so; a right one is solved as ever.
  @Test func aFullButWrongBoardSaysSoWhateverTheCheck() {
    for check in [CheckMode.off, .conflicts, .solution] {
      var d = driver(check)
      let solution = Array(AppFixture.solution)
      let givens = Array(AppFixture.puzzle)
      let empty = (0..<81).filter { givens[$0] == "." }
      for cell in empty.dropLast() {
        select(cell, &d)
        d.type(String(solution[cell]))
      }
      let last = empty.last!
      select(last, &d)
      let wrong = solution[last] == "1" ? "2" : "1"
      d.type(wrong)
      #expect(!d.state.game.solved, "\(check)")
      #expect(d.state.ui.message?.text == App.fullButUnsolvedText, "\(check)")
      d.type(String(solution[last]))
      #expect(d.state.game.solved, "\(check)")
    }
  }
}
