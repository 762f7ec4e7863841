import Foundation
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: the menu fits every window (the items around the selection where it is short), the wheel
/// moves through it, it offers what the model saw, and while paused it passes over what waits for play.
@Suite struct AppMenuWindowTests {
  private func menu(columns: Int = 60, rows: Int = 20) -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("M")
    return d
  }

  private func shown(_ d: AppDriver) -> String {
    (0..<d.state.terminal.rows).map { d.screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test func aShortMenuShowsTheItemsAroundTheSelectionAndFollowsIt() throws {
    var d = menu()
    #expect(shown(d).contains(MenuItem.newGame.label(d.state)))
    #expect(shown(d).contains("↓ more") && !shown(d).contains(MenuItem.quit.label(d.state)))
    for _ in MenuItem.allCases.dropLast() {
      d.key(.down)
      guard case .menu(let selected) = d.state.ui.screen else {
        Issue.record("menu closed")
        return
      }
      #expect(shown(d).contains("> " + selected.label(d.state)), "\(selected)")
    }
    #expect(d.state.ui.screen == .menu(selected: .quit))
    #expect(shown(d).contains("↑ more") && !shown(d).contains("↓ more"))
    #expect(!shown(d).contains(MenuItem.newGame.label(d.state)))
  }

  @Test func aClickOnMoreMovesPastTheWindow() throws {
    var d = menu()
    let point = try #require(d.state.overlayPoint(ofLineHolding: "↓ more"))
    d.click(point)
    guard case .menu(let selected) = d.state.ui.screen else {
      Issue.record("menu closed")
      return
    }
    #expect(selected.rawValue > MenuItem.newGame.rawValue)
    #expect(shown(d).contains("> " + selected.label(d.state)))
  }

  @Test func theWheelMovesThroughTheMenu() {
    var d = menu(columns: 80, rows: 24)
    let middle = (d.state.terminal.columns / 2, d.state.terminal.rows / 2)
    for _ in 0..<3 { d.mouse(.wheelDown, .press, column: middle.0, row: middle.1) }
    #expect(d.state.ui.screen == .menu(selected: .undo))
    d.mouse(.wheelUp, .press, column: middle.0, row: middle.1)
    #expect(d.state.ui.screen == .menu(selected: .pause))
    #expect(d.state.game.selection == AppFixture.state().game.selection, "the board under it untouched")
  }

  @Test func whatTheModelSawIsOnTheMenu() throws {
    var d = menu(columns: 80, rows: 24)
    let point = try #require(d.state.overlayPoint(ofLineHolding: MenuItem.modelView.label(d.state)))
    d.click(point)
    #expect(d.state.ui.screen == .modelView)
  }

  @Test func pausedTheMenuPassesOverWhatWaitsForPlayAndSaysSo() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("pM")
    #expect(shown(d).contains(OverlayView.pausedMenuFooter))
    var visited: [MenuItem] = []
    for _ in MenuItem.allCases {
      d.key(.down)
      guard case .menu(let selected) = d.state.ui.screen else {
        Issue.record("menu closed")
        return
      }
      visited.append(selected)
    }
    #expect(Set(visited) == Set(MenuItem.allCases.filter { $0.isAvailable(d.state) }))
    #expect(!visited.contains(.undo) && !visited.contains(.hint) && visited.contains(.settings))
    let undoLine = try #require(d.state.overlayPoint(ofLineHolding: MenuItem.undo.label(d.state)))
    #expect(
      d.screen.text(row: undoLine.y).trimmingCharacters(in: .whitespaces).hasSuffix(
        OverlayView.unavailableKey))
    #expect(
      OverlayView.unavailableLines(d.state).count
        == MenuItem.allCases.filter { !$0.isAvailable(d.state) }.count)
    d.click(undoLine)
    #expect(d.state.ui.screen.isMenu && d.state.game.paused)
    #expect(shown(d).contains(App.resumeFirstText))
  }

  @Test func pausedThePauseLineResumes() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("pM")
    let point = try #require(d.state.overlayPoint(ofLineHolding: MenuItem.pause.label(d.state)))
    d.click(point)
    #expect(!d.state.game.paused && d.state.ui.screen == .playing)
  }
}

/// Recordings made before the menu fit every window replay as that game played them.
@Suite struct MenuWindowBeforeTests {
  @Test func aWindowOnlyTheNarrowPanelFitsWasTooSmall() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.send(.input(.terminal(.size(columns: 60, rows: 20))))
    #expect(d.state.layout.placement == nil)
    d.behaviour = .current
    d.send(.input(.terminal(.size(columns: 60, rows: 20))))
    #expect(d.state.layout.placement != nil)
  }

  @Test func theWheelDidNothingInTheMenuAndEnterRanItsLine() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.type("4M")
    for _ in 0..<3 { d.mouse(.wheelDown, .press, column: 40, row: 12) }
    #expect(d.state.ui.screen == .menu(selected: .newGame))
    d.key(.enter)
    #expect(d.state.ui.screen == .confirmNewGame)
  }

  @Test func theArrowsWentThroughTheOldItemsAndPausedLinesRanTheirKeys() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.type("4pM")
    for _ in 0..<3 { d.key(.down) }
    #expect(d.state.ui.screen == .menu(selected: .undo))
    d.key(.enter)
    #expect(d.state.ui.screen == .playing && d.state.game.paused && d.state.game.digit(at: 40) == 4)
    d.type("M")
    for _ in 0..<14 { d.key(.down) }
    #expect(d.state.ui.screen == .menu(selected: .share), "What the model saw was not there")
  }
}
