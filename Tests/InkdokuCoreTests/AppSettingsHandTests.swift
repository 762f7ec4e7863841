import InkdokuTestSupport
import Recognition
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import TerminalUI

/// "Learn my hand" on the settings screen: with a hand loaded it turns learning on and off at once and
/// asks for the settings to be saved; without one (no model) it says so and cannot be chosen, so the
/// keys and clicks of a session recorded before it land where they did.
@Suite struct AppSettingsHandTests {
  static func row(_ d: AppDriver) throws -> (y: Int, text: String) {
    try AppSettingsTests.row(of: .learnHand, d)
  }

  @Test func withAHandItTurnsLearningOffAndOnAtOnce() throws {
    var d = AppSettingsTests.opened(learning: true)
    #expect(try Self.row(d).text.contains("Learn my hand  on"))
    for _ in 0..<4 { d.key(.up) }  // up wraps to the last, then past "Pause if left" and the note rules
    #expect(d.state.ui.screen == .settings(selected: .learnHand))
    #expect(d.key(.right) == [.saveSettings])
    #expect(
      !d.state.settings.learnHand && d.state.readingHand == nil, "the pencil reads with the model alone")
    #expect(try Self.row(d).text.contains("Learn my hand  off"))
    #expect(d.key(.enter) == [.saveSettings])
    #expect(d.state.settings.learnHand && d.state.readingHand != nil)
    d.key(.down)
    #expect(d.state.ui.screen == .settings(selected: .candidates))
  }

  @Test func aHandLoadedWithLearningOffStartsOff() throws {
    var d = AppSettingsTests.opened(learning: false)
    #expect(try Self.row(d).text.contains("Learn my hand  off"))
    for _ in 0..<4 { d.key(.up) }
    d.type(" ")
    #expect(d.state.settings.learnHand)
  }

  @Test func withoutAHandItIsUnavailableAndPassedOver() throws {
    var d = AppSettingsTests.opened()
    let (y, text) = try Self.row(d)
    #expect(text.contains("Learn my hand  unavailable"))
    for _ in 0..<4 { d.key(.up) }
    #expect(d.state.ui.screen == .settings(selected: .timer), "up from the note rules passes over it")
    d.key(.down)
    #expect(d.state.ui.screen == .settings(selected: .candidates), "and so does down")
    for _ in 0..<3 { d.key(.down) }
    let x = try #require(text.range(of: "unavailable")).lowerBound.utf16Offset(in: text)
    d.mouse(.left, .press, column: x, row: y)
    #expect(d.mouse(.left, .release, column: x, row: y).isEmpty, "a click changes nothing, saves nothing")
    let saved = AppFixture.state().settings.learnHand
    #expect(d.state.ui.screen == .settings(selected: .check) && d.state.settings.learnHand == saved)
    d.state.ui.screen = .settings(selected: .learnHand)  // where no key or click can reach
    d.key(.right)
    #expect(d.state.settings.learnHand == saved, "nothing to learn into: the saved setting stays")
  }

  /// Its help takes the blank line above the keys, so the screen keeps its height and place whatever
  /// is selected, and it is no wider than the screen's other lines.
  @Test func itsHelpShowsWhileSelectedWithoutMovingTheScreen() throws {
    for (columns, rows) in [(80, 24), (100, 32)] {
      var d = AppSettingsTests.opened(columns: columns, rows: rows, learning: true)
      let frame = { (state: AppState) throws -> OverlayFrame in
        guard case .fits(let placement) = state.layout else { throw CheckFailure("the board fits") }
        let lines = try #require(OverlayView.lines(state))
        return OverlayFrame(lines: lines, placement: placement, screenWidth: state.terminal.columns)
      }
      let before = try frame(d.state)
      let first = try #require(OverlayView.lines(d.state))
      #expect(!AppSettingsTests.text(d).contains("Learns from"))
      for _ in 0..<4 { d.key(.up) }
      let help = try #require(SettingsItem.learnHand.help)
      #expect(AppSettingsTests.text(d).contains(help), "\(columns)×\(rows)")
      let lines = try #require(OverlayView.lines(d.state))
      #expect(try frame(d.state) == before, "\(columns)×\(rows)")
      #expect(lines.count == first.count)
      #expect(TextWidth.of(help) <= first.map(TextWidth.of).max() ?? 0)
    }
  }
}
