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

  @Test func theEighthLineIsTodaysDaily() throws {
    var d = newGameScreen()
    let point = try #require(d.state.overlayPoint(ofLineHolding: "8  " + OverlayView.dailyLine))
    #expect(d.click(point) == [.startDaily])
    d = newGameScreen()
    #expect(d.type("8") == [.startDaily])
    d = newGameScreen()
    for _ in 0..<6 { d.key(.down) }
    #expect(d.state.ui.screen == .newGame(selected: 7))
    #expect(d.key(.enter) == [.startDaily])
    d = newGameScreen()
    d.key(.up)
    d.key(.up)
    #expect(d.state.ui.screen == .newGame(selected: 8), "round the ends, to the puzzle of one's own")
  }

  @Test func theLevelsAboveExpertComeBeforeTheDaily() throws {
    var d = newGameScreen()
    #expect(d.type("6") == [.generatePuzzle(.fiendish)])
    d = newGameScreen()
    let point = try #require(d.state.overlayPoint(ofLineHolding: "7  Nightmare"))
    #expect(d.click(point) == [.generatePuzzle(.nightmare)])
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

  /// The new-game screen as a recording of `behaviour` plays it.
  private func newGameScreen(as behaviour: Behaviour) -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = behaviour
    d.type("N")
    return d
  }

  @Test func olderRecordingsHadTheLevelsOnly() throws {
    var d = newGameScreen(as: .nothingSilent)
    for _ in 0..<4 { d.key(.down) }
    #expect(d.state.ui.screen == .newGame(selected: 0))
    #expect(d.type("6").isEmpty && d.state.ui.screen == .newGame(selected: 0))
    #expect(d.type("7").isEmpty && d.state.play.setAside == nil)
    // Five lines stood two rows lower than today's nine: where "4  Expert" is today, "2  Medium" was,
    // and "5  Extreme" where "7  Nightmare" is; the line of the keys stood where the last line is today.
    let expert = try #require(d.state.overlayPoint(ofLineHolding: "4  Expert"))
    #expect(d.click(expert) == [.generatePuzzle(.medium)])
    d = newGameScreen(as: .nothingSilent)
    let nightmare = try #require(d.state.overlayPoint(ofLineHolding: "7  Nightmare"))
    #expect(d.click(nightmare) == [.generatePuzzle(.extreme)])
    d = newGameScreen(as: .nothingSilent)
    let own = try #require(d.state.overlayPoint(ofLineHolding: "9  " + OverlayView.ownLine))
    #expect(d.click(own).isEmpty && d.state.ui.screen == .newGame(selected: 1))
  }

  @Test func version10HadFiveLevelsThenTheDailyAndOnesOwn() throws {
    var d = newGameScreen(as: .everyWindow)
    for _ in 0..<4 { d.key(.down) }
    #expect(d.state.ui.screen == .newGame(selected: 7), "the daily was the sixth line")
    #expect(d.key(.enter) == [.startDaily])
    d = newGameScreen(as: .everyWindow)
    d.key(.up)
    d.key(.up)
    #expect(d.state.ui.screen == .newGame(selected: 8), "round the ends, to the puzzle of one's own")
    d = newGameScreen(as: .everyWindow)
    #expect(d.type("6") == [.startDaily])
    d = newGameScreen(as: .everyWindow)
    #expect(d.type("8").isEmpty && d.state.ui.screen == .newGame(selected: 1))
    // Seven lines stood a row lower than today's nine: "3  Hard" where "4  Expert" is today, and
    // "6  Today's daily" where "7  Nightmare" is.
    let expert = try #require(d.state.overlayPoint(ofLineHolding: "4  Expert"))
    #expect(d.click(expert) == [.generatePuzzle(.hard)])
    d = newGameScreen(as: .everyWindow)
    let nightmare = try #require(d.state.overlayPoint(ofLineHolding: "7  Nightmare"))
    #expect(d.click(nightmare) == [.startDaily])
    d = newGameScreen(as: .everyWindow)
    d.type("7")
    #expect(d.state.play.setAside != nil, "7 entered a puzzle of one's own")
  }
}
