import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews

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
