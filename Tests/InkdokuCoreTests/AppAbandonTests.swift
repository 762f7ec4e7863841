import InkdokuTestSupport
import Preferences
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// A started game the player leaves unsolved for another goes to the statistics as abandoned; one
/// only opened, one solved and one quit do not.
@Suite struct AppAbandonTests {
  static let puzzle = Grid(line: AppFixture.puzzle)!
  static let solution = Grid(line: AppFixture.solution)!

  static func abandoned(_ effects: [AppEffect]) -> [(GameState, CalendarDay?)] {
    effects.compactMap { if case .recordAbandoned(let game, let daily) = $0 { (game, daily) } else { nil } }
  }

  /// `N`, yes, a level: the game that was on the board, with its daily, is recorded before the new one.
  @Test func aNewGameOverAStartedOneRecordsIt() throws {
    var d = AppDriver()
    let day = CalendarDay(year: 2026, month: 12, day: 1)
    d.state.play.daily = day
    d.state.game.selection = 2
    d.type("4")
    let left = d.state.game
    d.type("Ny")
    d.key(.enter)
    #expect(Self.abandoned(d.effects).isEmpty, "nothing is recorded before the new puzzle arrives")
    let effects = d.send(.newPuzzle(givens: Self.puzzle, solution: Self.solution, difficulty: .hard))
    let recorded = Self.abandoned(effects)
    #expect(recorded.count == 1)
    #expect(recorded.first?.0.board == left.board && recorded.first?.1 == day)
    #expect(recorded.first?.0.difficulty == .medium && d.state.game.difficulty == .hard)
    #expect(effects.firstIndex { if case .recordAbandoned = $0 { true } else { false } } == 0)
  }

  /// A mistake or a hint starts a game as a digit does; a game opened and replaced is not counted.
  @Test func aGameIsStartedByADigitANoteAMistakeOrAHint() {
    var d = AppDriver()
    #expect(!d.state.game.isStarted)
    let fresh = d.send(.newPuzzle(givens: Self.puzzle, solution: Self.solution, difficulty: .easy))
    #expect(Self.abandoned(fresh).isEmpty)
    d.state.game.selection = 2
    d.type("1x")  // a wrong digit, erased: no digit left, but a mistake counted
    #expect(!d.state.game.hasProgress && d.state.game.isStarted)
    let effects = d.send(.newPuzzle(givens: Self.puzzle, solution: Self.solution, difficulty: .easy))
    #expect(Self.abandoned(effects).first?.0.mistakes == 1)
    d.type("H")
    #expect(d.state.game.isStarted)
  }

  /// A pasted puzzle, accepted, abandons the game it replaces.
  @Test func aPastedPuzzleAbandonsTheGameItReplaces() {
    var d = AppDriver()
    d.state.game.selection = 2
    d.type("4")
    var other = Array(AppFixture.solution)
    for cell in [0, 10, 20, 30, 40, 50, 60, 70, 80] { other[cell] = "." }
    d.send(.input(InputEvent.paste(bytes: 81, puzzle: String(other))))
    let effects = d.type("y")
    #expect(Self.abandoned(effects).count == 1)
  }

  /// `r` at the mistake limit ends the attempt: recorded over its limit, which the statistics call lost.
  @Test func restartingAtTheLimitRecordsTheAttempt() {
    let rules = GameRules(check: .solution, mistakeLimit: 1)
    let game = GameState(
      givens: Self.puzzle, solution: Self.solution, difficultyLabel: "medium", rules: rules)!
    var d = AppDriver(
      AppState(game: game, columns: 100, rows: 32, settings: PlaySettings(rules: rules, pad: .off)))
    d.state.game.selection = 2
    d.type("1")
    #expect(d.state.ui.screen == .tooManyMistakes)
    let recorded = Self.abandoned(d.type("r"))
    #expect(recorded.count == 1 && recorded.first?.0.overMistakeLimit == true)
    #expect(Self.abandoned(d.type("q")).isEmpty, "quitting keeps the game to resume")
  }

  /// A solved game is recorded as solved, never again as abandoned.
  @Test func aSolvedGameIsNotAbandoned() {
    var d = AppDriver()
    let solution = Array(AppFixture.solution)
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      d.state.game.selection = cell
      d.type(String(solution[cell]))
    }
    #expect(d.state.game.solved)
    d.key(.enter)
    #expect(
      Self.abandoned(d.send(.newPuzzle(givens: Self.puzzle, solution: Self.solution, difficulty: .easy)))
        .isEmpty)
  }
}
