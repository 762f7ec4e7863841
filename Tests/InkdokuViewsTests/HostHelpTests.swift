import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import TerminalUI

/// The help names the program the terminal runs inside, where it takes a key or a button, and still
/// fits the smallest common terminal with every entry.
@Suite struct HostHelpTests {
  static func help(_ host: TerminalHost?, columns: Int, rows: Int) -> [String] {
    var state = AppFixture.state(columns: columns, rows: rows)
    state.ui.host = host
    var d = AppDriver(state)
    d.type("?")
    let screen = d.screen
    return (0..<screen.height).map { screen.text(row: $0) }
  }

  @Test(arguments: [(TerminalHost.jupyterLab, "JupyterLab's menu"), (.vsCode, "VS Code's own")])
  func theHelpSaysWhatTheHostTakes(host: TerminalHost, words: String) {
    for (columns, rows) in [(80, 24), (120, 50)] {
      let lines = Self.help(host, columns: columns, rows: rows)
      let all = lines.joined(separator: "\n")
      for entry in AppCommand.keyHelp { #expect(all.contains(entry.action), "\(columns)×\(rows)") }
      #expect(all.contains("Esc, ? or a click closes this help"), "\(columns)×\(rows)")
      let advice = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        .drop { !$0.hasPrefix("In ") }.prefix { !$0.hasPrefix("Esc, ? or") }
      #expect(advice.count == 2, "\(columns)×\(rows): \(advice)")
      #expect(advice.joined(separator: " ") == host.advice, "\(columns)×\(rows)")
      #expect(all.contains(words))
    }
  }

  @Test func aTerminalOfItsOwnHasNoHostLine() {
    let all = Self.help(nil, columns: 80, rows: 24).joined(separator: "\n")
    #expect(!all.contains("JupyterLab") && !all.contains("VS Code"))
    #expect(all.contains("Esc, ? or a click closes this help"))
  }
}

/// Issue 42: the help fits every window the board does: an action too wide wraps under itself, and a
/// window too short shows part of the keys, says more is there, and moves with the arrows, the wheel
/// and a click on its `more` lines.
@Suite struct HelpFitTests {
  private func shown(_ d: AppDriver) -> [String] {
    (0..<d.state.terminal.rows).map { d.screen.text(row: $0) }
  }

  @Test(arguments: [(60, 20), (60, 24), (37, 23), (80, 24)])
  func everyEntryIsReachableAndNoLineIsCut(columns: Int, rows: Int) throws {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("?")
    var seen = Set<String>()
    for _ in 0..<40 {
      let lines = shown(d)
      #expect(lines.allSatisfy { $0.count <= columns })
      for line in lines { seen.insert(line.trimmingCharacters(in: .whitespaces)) }
      d.key(.down)
    }
    let all = seen.joined(separator: "\n")
    for entry in AppCommand.keyHelp {
      let lastWord = try #require(entry.action.split(separator: " ").last)
      #expect(all.contains(entry.keys) && all.contains(lastWord), "\(columns)×\(rows): \(entry.keys)")
    }
    #expect(all.contains("closes"))
  }

  @Test func aShortWindowSaysMoreAndMovesByWheelAndClick() throws {
    var d = AppDriver(AppFixture.state(columns: 60, rows: 20))
    d.type("?")
    #expect(shown(d).contains { $0.contains("↓ more") } && !shown(d).contains { $0.contains("↑ more") })
    d.mouse(.wheelDown, .press, column: 30, row: 10)
    #expect(d.state.ui.screen == .help(top: 1))
    let more = try #require(d.state.overlayPoint(ofLineHolding: "↓ more"))
    d.click(more)
    #expect(d.state.ui.screen == .help(top: 2), "a click on more moves, not closes")
    d.key(.up)
    #expect(d.state.ui.screen == .help(top: 1))
    d.click(try #require(d.state.overlayPoint(ofLineHolding: "Keys")))
    #expect(d.state.ui.screen == .playing)
  }
}
