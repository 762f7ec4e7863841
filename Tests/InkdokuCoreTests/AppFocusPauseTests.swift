import InkdokuReplay
import InkdokuTestSupport
import ScreenLayout
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

  /// The settings screen's last line turns it off and on, and the change is saved.
  @Test func theSettingsScreenTurnsItOff() throws {
    var d = AppSettingsTests.opened(columns: 80, rows: 24)
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .pauseWhenLeft))
    #expect(try AppSettingsTests.row(of: .pauseWhenLeft, d).text.contains("Pause if left  on"))
    #expect(d.key(.enter) == [.saveSettings])
    #expect(!d.state.settings.display.pauseWhenLeft)
    #expect(try AppSettingsTests.row(of: .pauseWhenLeft, d).text.contains("Pause if left  off"))
    d.key(.escape)
    d.send(.input(.focus(false)))
    d.send(.tick, after: 2)
    #expect(!d.state.game.paused)
  }

  /// Before version 11 the screen had no such line: the arrows passed over it, and a click found its
  /// line on the screen of then, a row shorter.
  @Test func olderRecordingsNeverReachTheLine() throws {
    var d = AppSettingsTests.opened(columns: 80, rows: 24)
    d.behaviour = .everyWindow
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .autoRemove))
    d.key(.down)
    #expect(d.state.ui.screen == .settings(selected: .check))
    // The row of today's line sat on the screen of then, laid out without it.
    var lines = try #require(OverlayView.lines(d.state))
    let placement = try #require(d.state.layout.placement)
    lines.remove(at: SettingsView.firstItemLine + SettingsItem.pauseWhenLeft.rawValue)
    let top = OverlayFrame(lines: lines, placement: placement, screenWidth: 80).top
    let row = try AppSettingsTests.row(of: .pauseWhenLeft, d).y
    let then = lines[row - top]
    d.mouse(.left, .press, column: 10, row: row)
    d.mouse(.left, .release, column: 10, row: row)
    if then.contains(SettingsItem.autoRemove.label) {
      #expect(d.state.ui.screen == .settings(selected: .autoRemove) && !d.state.settings.rules.autoRemove)
    } else {
      #expect(d.state.ui.screen == .playing, "a click off the settings of then closed them: \(then)")
    }
    #expect(d.state.settings.display.pauseWhenLeft, "no click reaches the line")
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
