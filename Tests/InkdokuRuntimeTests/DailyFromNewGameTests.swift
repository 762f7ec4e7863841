import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuRuntime
@testable import InkdokuStorage
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: today's daily from the new-game screen, the mouse player's way to it: the day's puzzle as a
/// daily (its status, its statistics), or why not.
@Suite struct DailyFromNewGameTests {
  private let day = CalendarDay(year: 2026, month: 12, day: 5)!  // a Saturday: expert

  private func program(_ storage: GameStorage, state: AppState = AppFixture.state()) -> PlayProgram {
    let day = self.day
    return PlayProgram(
      state: state, look: AppFixture.look, storage: storage, makePuzzle: SeededPuzzles(seed: 1).next,
      recognizer: AnswerRecognizer(answer: SevenReader.read), today: { day })
  }

  /// The new-game screen's eighth line, by its key.
  private func chooseDaily(_ program: inout PlayProgram) {
    for (i, key) in [Key.character("N"), .character("y"), .character("8")].enumerated() {
      program.dispatch(.input(.key(key)), now: Double(i + 1))
    }
  }

  @Test func theEighthLineStartsTodaysDailyAsADaily() throws {
    var program = program(.ephemeral())
    program.dispatch(.input(.key(.character("4"))), now: 0.5)  // progress, so N asks first
    chooseDaily(&program)
    let expected = DailyPuzzle.generated(for: day)
    #expect(program.state.play.daily == day)
    #expect(program.state.game.givens == expected.puzzle.puzzle && program.state.game.difficulty == .expert)
    #expect(program.state.ui.screen == .playing)
    let status = program.frame(columns: 80, rows: 24)
    let shown = (0..<status.height).map { status.text(row: $0) }.joined(separator: "\n")
    #expect(shown.contains("Daily"), "\(shown)")
  }

  @Test func aSolvedDailyIsSaidAndNotPlayedAgain() throws {
    let directory = try TemporaryDirectory()
    let storage = GameStorage(
      saves: nil, stats: StatsStore(path: directory.file("stats.json")), settings: Settings())
    let generated = DailyPuzzle.generated(for: day).puzzle
    var solved = try #require(
      GameState(givens: generated.puzzle, solution: generated.solution, difficultyLabel: "expert"))
    for cell in 0..<81 where solved.digit(at: cell) == 0 {
      _ = Game.reduce(&solved, .place(digit: generated.solution[cell], cell: cell, mode: .normal), now: 1)
    }
    #expect(solved.solved)
    _ = storage.recordCompletion(solved, daily: day)
    var program = program(storage)
    chooseDaily(&program)
    #expect(program.state.play.daily == nil && program.state.game.givens == AppFixture.state().game.givens)
    #expect(program.state.ui.message?.text.hasPrefix("Today's daily (expert) is solved") == true)
  }

  @Test func todaysDailyBeingPlayedIsNotStartedOver() {
    var state = AppFixture.state()
    state.play.daily = day
    var program = program(.ephemeral(), state: state)
    chooseDaily(&program)
    #expect(program.state.play.daily == day && program.state.game.givens == state.game.givens)
    #expect(program.state.ui.message?.text.contains("This is today's daily") == true)
  }
}
