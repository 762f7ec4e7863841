import InkdokuReplay
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: the new-game screen offers today's daily after the levels, by key, arrows and click; a
/// puzzle that comes back as a daily makes the game that day's daily.
@Suite struct AppNewGameDailyTests {
  private func newGameScreen() -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("N")
    #expect(d.state.ui.screen == .newGame(selected: 1))
    return d
  }

  @Test func theSixthLineIsTodaysDaily() throws {
    var d = newGameScreen()
    let point = try #require(d.state.overlayPoint(ofLineHolding: "6  " + OverlayView.dailyLine))
    #expect(d.click(point) == [.startDaily])
    d = newGameScreen()
    #expect(d.type("6") == [.startDaily])
    d = newGameScreen()
    for _ in 0..<4 { d.key(.down) }
    #expect(d.state.ui.screen == .newGame(selected: 5))
    #expect(d.key(.enter) == [.startDaily])
    d = newGameScreen()
    d.key(.up)
    d.key(.up)
    #expect(d.state.ui.screen == .newGame(selected: 6), "round the ends, to the puzzle of one's own")
  }

  @Test func aDailyPuzzleMakesTheGameADaily() throws {
    var d = newGameScreen()
    let day = try #require(CalendarDay(year: 2026, month: 12, day: 6))
    let game = d.state.game
    d.send(.newPuzzle(givens: game.givens, solution: game.solution, difficulty: .hard, daily: day))
    #expect(d.state.play.daily == day && d.state.ui.screen == .playing)
    d.send(.newPuzzle(givens: game.givens, solution: game.solution, difficulty: .hard))
    #expect(d.state.play.daily == nil, "any other new game is nobody's daily")
  }

  @Test func olderRecordingsHadTheLevelsOnly() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.type("N")
    for _ in 0..<4 { d.key(.down) }
    #expect(d.state.ui.screen == .newGame(selected: 0))
    #expect(d.type("6").isEmpty && d.state.ui.screen == .newGame(selected: 0))
    #expect(d.type("7").isEmpty && d.state.play.setAside == nil)
    // Five lines stood a row lower than today's seven: where "4  Expert" is today, "3  Hard" was, and
    // "5  Extreme" where the daily is; the line of the keys today held the way out.
    let expert = try #require(d.state.overlayPoint(ofLineHolding: "4  Expert"))
    #expect(d.click(expert) == [.generatePuzzle(.hard)])
    let daily = try #require(d.state.overlayPoint(ofLineHolding: OverlayView.dailyLine))
    #expect(d.click(daily) == [.generatePuzzle(.extreme)])
    let keys = try #require(d.state.overlayPoint(ofLineHolding: "↑↓ and Enter"))
    d.click(keys)
    #expect(d.state.ui.screen == .playing)
  }
}
