import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: the game pauses when the player leaves its window (the terminal's focus reports), as apps
/// pause when they are left, once the window has stayed away a moment; a setting turns it off. Coming
/// back does not resume: `p` does.
@Suite struct AppFocusPauseTests {
  @Test func leavingTheWindowPausesOnceItStaysAwayAndComingBackWaitsForP() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("4")
    d.send(.input(.focus(false)), after: 0.1)
    #expect(!d.state.game.paused, "not at once")
    d.send(.tick, after: App.leaveGrace / 2)
    #expect(!d.state.game.paused)
    d.send(.tick, after: App.leaveGrace / 2)
    #expect(d.state.game.paused)
    d.send(.input(.focus(true)))
    d.send(.tick, after: 2)
    #expect(d.state.game.paused, "coming back waits for p")
    d.type("p")
    #expect(!d.state.game.paused)
  }

  /// xterm reports out and in together as its window is mapped: that pauses nothing.
  @Test func aFocusThatFlickersOutAndInPausesNothing() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.send(.input(.focus(false)), after: 0.1)
    d.send(.input(.focus(true)), after: 0)
    d.send(.tick, after: 2)
    #expect(!d.state.game.paused && d.state.play.leftAt == nil)
  }

  @Test func theSettingTurnsItOff() {
    var state = AppFixture.state(columns: 80, rows: 24)
    state.settings.display.pauseWhenLeft = false
    var d = AppDriver(state)
    d.send(.input(.focus(false)))
    d.send(.tick, after: 2)
    #expect(!d.state.game.paused)
  }

  @Test func aSolvedGameIsNotPaused() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      _ = Game.reduce(
        &d.state.game, .place(digit: d.state.game.solution[cell], cell: cell, mode: .normal), now: 1)
    }
    d.send(.input(.focus(false)))
    d.send(.tick, after: 2)
    #expect(d.state.game.solved && !d.state.game.paused)
  }
}
