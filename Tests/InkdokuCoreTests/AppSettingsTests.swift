import InkKit
import InkdokuReplay
import InkdokuTestSupport
import Preferences
import Recognition
import SudokuKit
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import TerminalUI

/// The settings screen: `O` opens it over the board, keys and clicks change each setting, every change
/// asks for the settings file to be written, and what the game in progress can take applies at once.
@Suite struct AppSettingsTests {
  /// The settings opened over a new game; with `learning`, on a game that loaded a hand learning as
  /// it says (without, no hand: no model).
  static func opened(columns: Int = 100, rows: Int = 32, pad: PadMode = .off, learning: Bool? = nil)
    -> AppDriver
  {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: pad))
    if let learning { d.send(.handLoaded(WriterProfile(modelSHA256: "m", dimension: 4), learning: learning)) }
    d.type("O")
    return d
  }

  /// The whole screen as text, one line a row.
  static func text(_ d: AppDriver) -> String {
    let screen = d.screen
    return (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  /// The screen row showing `item`, and the text of that row.
  static func row(of item: SettingsItem, _ d: AppDriver) throws -> (y: Int, text: String) {
    let screen = d.screen
    let y = try #require((0..<screen.height).first { screen.text(row: $0).contains(item.label) })
    return (y, screen.text(row: y))
  }

  /// Selects `item` with the down key from the first setting.
  static func select(_ item: SettingsItem, _ d: inout AppDriver) {
    for _ in 0..<item.rawValue { d.key(.down) }
    #expect(d.state.ui.screen == .settings(selected: item))
  }

  @Test func oOpensTheSettingsAndOOrEscCloseThem() throws {
    var d = Self.opened()
    #expect(d.state.ui.screen == .settings(selected: .check))
    let text = Self.text(d)
    for item in SettingsItem.allCases { #expect(text.contains(item.label), "\(item)") }
    #expect(text.contains("> Check digits   solution"))
    #expect(text.contains("Esc, O or a click outside closes"))
    d.type("O")
    #expect(d.state.ui.screen == .playing)
    d.type("O")
    d.key(.escape)
    #expect(d.state.ui.screen == .playing)
    #expect(d.effects.isEmpty, "opening and closing changes nothing")
  }

  @Test func upAndDownChooseASettingAndWrapAround() {
    var d = Self.opened()
    d.type("j")
    #expect(d.state.ui.screen == .settings(selected: .mistakeLimit))
    d.key(.up)
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .pauseWhenLeft))
    d.key(.up)
    #expect(d.state.ui.screen == .settings(selected: .autoRemove))
    d.type("k")
    #expect(d.state.ui.screen == .settings(selected: .candidates))
    d.type("k")
    #expect(d.state.ui.screen == .settings(selected: .timer), "learning, without a hand, passed over")
    #expect(d.state.game.selection == AppFixture.state().game.selection, "the board's selection stays")
  }

  @Test func everySettingChangesByKeysAndAsksToBeSaved() throws {
    // (setting, what the game holds after Right, after Right again, after Left)
    let cases: [(SettingsItem, (AppState) -> String, [String])] = [
      (.check, { $0.settings.rules.check.rawValue }, ["conflicts", "off", "conflicts"]),
      (.mistakeLimit, { "\($0.settings.rules.mistakeLimit)" }, ["1", "2", "1"]),
      (.pad, { $0.settings.pad.rawValue }, ["auto", "always", "auto"]),
      (.digitThreshold, { "\($0.settings.pencil.acceptThresholdNormal)" }, ["0.85", "0.9", "0.85"]),
      (.noteThreshold, { "\($0.settings.pencil.acceptThresholdNotes)" }, ["0.75", "0.8", "0.75"]),
      (.colours, { $0.settings.display.colours.rawValue }, ["monochrome", "auto", "monochrome"]),
      (.timer, { "\($0.settings.display.showTimer)" }, ["false", "true", "false"]),
    ]
    for (item, value, expected) in cases {
      var d = Self.opened()
      Self.select(item, &d)
      var seen: [String] = []
      for key in [Key.right, .enter, .left] {
        #expect(d.key(key).contains(.saveSettings), "\(item) \(key)")
        seen.append(value(d.state))
      }
      #expect(seen == expected, "\(item)")
      d.type(" ")
      #expect(value(d.state) == expected[1], "space moves \(item) on as Enter does")
      #expect(try Self.row(of: item, d).text.contains(item.value(d.state)), "the screen shows \(item)")
    }
  }

  @Test func clickingASettingsLineSelectsItAndMovesItsValueOn() throws {
    for (columns, rows) in [(100, 32), (80, 24)] {
      for item in SettingsItem.allCases {
        var d = Self.opened(columns: columns, rows: rows, learning: true)
        let before = item.value(d.state)
        let (y, text) = try Self.row(of: item, d)
        let x = try #require(text.range(of: before)).lowerBound.utf16Offset(in: text)
        d.mouse(.left, .press, column: x, row: y)
        let effects = d.mouse(.left, .release, column: x, row: y)
        #expect(d.state.ui.screen == .settings(selected: item), "\(columns)×\(rows) \(item)")
        #expect(item.value(d.state) != before, "\(columns)×\(rows) \(item)")
        #expect(effects.contains(.saveSettings))
      }
    }
  }

  /// A click off the items changes no setting and closes the screen, as Esc does; before the menu
  /// for mouse-only play it did nothing.
  @Test(arguments: [Behaviour.current, .padBesideFullBoard])
  func aClickOffTheSettingsChangesNothingAndClosesThem(behaviour: Behaviour) throws {
    var d = Self.opened()
    d.behaviour = behaviour
    let (y, _) = try Self.row(of: .check, d)
    d.mouse(.left, .press, column: 0, row: y - 2)
    d.mouse(.left, .release, column: 0, row: y - 2)
    #expect(d.effects.isEmpty && d.state.settings.rules == GameRules())
    #expect(d.state.ui.screen == (behaviour >= .mouseMenu ? .playing : .settings(selected: .check)))
  }

  @Test func theRulesWaitForTheNextGameAndSaySo() throws {
    var d = Self.opened()
    d.key(.right)  // check: conflicts
    d.key(.down)
    d.type("   ")  // mistake limit 3
    #expect(try Self.row(of: .check, d).text.contains("conflicts            next game"))
    #expect(try Self.row(of: .mistakeLimit, d).text.contains("3"))
    #expect(d.state.game.rules == GameRules(), "the game in progress keeps its rules")
    d.type("O")
    let solution = try #require(Grid(line: AppFixture.solution))
    d.send(
      .newPuzzle(givens: try #require(Grid(line: AppFixture.puzzle)), solution: solution, difficulty: .easy))
    #expect(d.state.game.rules == GameRules(check: .conflicts, mistakeLimit: 3))
  }

  @Test func theMistakeLimitOffersNoneToNineAndStepsInFromAFileValue() {
    #expect(SettingsItem.step(9, through: SettingsItem.mistakeLimits, by: 1) == 0)
    #expect(SettingsItem.step(0, through: SettingsItem.mistakeLimits, by: -1) == 9)
    #expect(SettingsItem.step(20, through: SettingsItem.mistakeLimits, by: 1) == 0)
    #expect(SettingsItem.step(20, through: SettingsItem.mistakeLimits, by: -1) == 9)
    #expect(SettingsItem.step(83, through: SettingsItem.confidencePercents, by: 1) == 85)
    #expect(SettingsItem.step(83, through: SettingsItem.confidencePercents, by: -1) == 80)
    var state = AppFixture.state()
    state.settings.rules.mistakeLimit = 0
    state.ui.screen = .settings(selected: .mistakeLimit)
    #expect(
      SettingsView.lines(state, selected: .mistakeLimit).contains { $0.contains("Mistake limit  none") })
  }

  @Test func thePadAppliesAtOnceOverThisSessionsToggle() {
    var d = Self.opened(columns: 80, rows: 24, pad: .off)
    Self.select(.pad, &d)
    d.key(.right)  // auto: at 80×24 with cell reports the pad shows
    #expect(d.state.isPadShown)
    d.key(.right)  // always
    d.type("O")
    d.type("P")
    #expect(!d.state.isPadShown, "P hides it for the session")
    d.type("O")
    Self.select(.pad, &d)
    d.key(.left)
    d.key(.right)  // auto, then always again: the setting replaces the toggle
    #expect(d.state.isPadShown)
    #expect(d.state.surface(.pad).targetWidth > d.state.surface(.board).targetWidth, "the pencil follows")
  }

  @Test func thePencilsThresholdsApplyToTheNextGroup() throws {
    var d = Self.opened()
    Self.select(.digitThreshold, &d)
    d.key(.right)
    d.key(.right)
    d.key(.down)
    d.key(.left)
    d.type("O")
    #expect(d.state.settings.pencil.acceptThresholdNormal == 0.9, "one setting for both surfaces")
    Pencil.draw(&d, Pencil.diagonal(over: 10, d.state))
    guard case .recognize(let request) = d.send(.tick, after: 0.6).first else {
      Issue.record("the group is read")
      return
    }
    #expect(request.settings.acceptThresholdNormal == 0.9 && request.settings.acceptThresholdNotes == 0.65)
    #expect(try Self.row(of: .digitThreshold, Self.opened()).text.contains("placed if 80 % sure"))
  }

  @Test func monochromeAppliesAtOnceOnAColourTerminal() {
    let colour = Look(theme: Theme.standard(for: .ansi256), glyphs: .unicode)
    var d = Self.opened()
    Self.select(.colours, &d)
    let bar = { (state: AppState) in AppView.render(state, colour)[0, state.terminal.rows - 1].style }
    #expect(bar(d.state) == Theme.standard(for: .ansi256).statusBar)
    d.key(.right)
    #expect(bar(d.state) == Theme.standard(for: .monochrome).statusBar)
    d.key(.right)
    #expect(bar(d.state) == Theme.standard(for: .ansi256).statusBar)
  }

  @Test func aHiddenTimerLeavesThePanelButKeepsTheClockRunning() {
    for (columns, rows) in [(100, 32), (80, 24)] {
      var d = Self.opened(columns: columns, rows: rows)
      Self.select(.timer, &d)
      d.key(.right)
      d.type("O")
      d.send(.tick, after: 75)
      #expect(d.state.game.elapsed >= 75)
      #expect(!Self.text(d).contains("1:15"), "\(columns)×\(rows)")
      #expect(Self.text(d).contains("Mistakes"))
      d.type("O")
      Self.select(.timer, &d)
      d.key(.right)
      d.type("O")
      #expect(Self.text(d).contains("1:15"), "\(columns)×\(rows)")
    }
  }

  @Test func helpListsTheKey() {
    #expect(AppCommand.keyHelp.contains { $0.keys.contains("O") && $0.action.contains("settings") })
    #expect(AppCommand.forKey(.character("O")) == .settings)
    #expect(AppCommand.forKey(.character(" "), on: .playing) == nil)
  }

  @Test func aSessionRecordedBeforeTheScreenIgnoresO() {
    let game = AppFixture.state().game
    var d = AppDriver()
    d.behaviour = .digitPicking
    d.type("O")
    #expect(d.state.ui.screen == .playing)
    d.key(.down)
    #expect(d.state.game.selection == game.selection + 9)
  }
}
