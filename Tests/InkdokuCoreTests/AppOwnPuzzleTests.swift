import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: a puzzle of the player's own, entered by keys, the number pad or the pencil, checked as it
/// is entered, then played as a custom game; the game that was on waits aside meanwhile.
@Suite struct AppOwnPuzzleTests {
  private let puzzle = Grid(line: AppFixture.puzzle)!

  /// The new-game screen's ninth line, after progress on the game that was on.
  private func entering() -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("4Ny9")
    return d
  }

  private func enter(_ grid: Grid, _ d: inout AppDriver, cells: Range<Int> = 0..<81) {
    for cell in cells where grid[cell] != 0 {
      d.state.game.selection = cell
      d.type(String(grid[cell]))
    }
  }

  @Test func theBoardEmptiesAndTheGameOnWaitsAside() throws {
    let d = entering()
    #expect(d.state.game.board == Grid() && d.state.play.setAside?.digit(at: 40) == 4)
    #expect(d.state.gameToSave.digit(at: 40) == 4, "the save keeps the game set aside")
    #expect(d.state.ui.screen == .playing)
  }

  @Test func givensAreCheckedAsTheyAreEntered() throws {
    var d = entering()
    d.state.game.selection = 0
    d.type("5")
    d.state.game.selection = 8
    d.type("5")
    #expect(EntryVerdict(d.state.game.board) == .clash(0, 8, digit: 5))
    #expect(d.state.game.mistakes == 0, "a clash is said, never counted")
    d.key(.enter)
    #expect(
      d.state.play.setAside != nil && d.state.ui.message?.text == "Your puzzle: r1c1 and r1c9 both hold 5")
    d.type("x")
    d.key(.enter)
    #expect(d.state.ui.message?.text == "Your puzzle: several solutions")
    d.type("H")
    #expect(d.state.game.hintsUsed == 0 && d.state.ui.message?.isError == true)
  }

  @Test func oneSolutionStartsACustomGameGradedAndTheGameAsideIsAbandoned() throws {
    var d = entering()
    enter(puzzle, &d)
    #expect(EntryVerdict(d.state.game.board) == .unique(solution: Grid(line: AppFixture.solution)!))
    let effects = d.key(.enter)
    #expect(d.state.play.setAside == nil)
    #expect(d.state.game.givens == puzzle && d.state.game.difficulty == nil && d.state.game.entries == Grid())
    #expect(d.state.game.rules.check == d.state.settings.rules.check, "played under the new-game rules")
    #expect(d.state.ui.message?.text.hasPrefix("Your puzzle: one solution, graded ") == true)
    #expect(
      effects.contains {
        if case .recordAbandoned(let game, _) = $0 { game.digit(at: 40) == 4 } else { false }
      })
  }

  @Test func escBringsTheGameAsideBackAsItWas() throws {
    var d = entering()
    let aside = try #require(d.state.play.setAside)
    enter(puzzle, &d, cells: 0..<20)
    d.key(.escape)
    #expect(d.state.play.setAside == nil && d.state.game.board == aside.board)
    #expect(d.state.game.mistakes == aside.mistakes && d.state.game.history == aside.history)
  }

  @Test func aFullEntryMatchingTheMeasureIsNoWin() throws {
    var d = entering()
    let effects = (0..<81).flatMap { cell -> [AppEffect] in
      d.state.game.selection = cell
      return d.type(String(App.entrySolution[cell]))
    }
    #expect(!effects.contains { if case .recordCompletion = $0 { true } else { false } })
    d.key(.enter)
    #expect(d.state.ui.message?.text == "Your puzzle: full: leave the cells to solve empty")
  }

  @Test func aClickOnTheBarPlaysIt() throws {
    var d = entering()
    enter(puzzle, &d)
    d.click(ScreenPoint(x: 2, y: 23))
    #expect(d.state.play.setAside == nil && d.state.game.givens == puzzle)
  }
}
