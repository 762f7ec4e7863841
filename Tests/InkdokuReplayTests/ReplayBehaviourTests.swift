import Foundation
import InkdokuCore
import InkdokuTestSupport
import Testing

@testable import InkdokuReplay

/// A replay plays with the behaviour it was recorded with: the version says it from version 2 on, and a
/// version 1 header said it with one flag per change.
@Suite struct ReplayBehaviourTests {
  static func header(_ text: String) throws -> ReplayHeader {
    try ReplayReader.read(Data((text + "\n").utf8)).header
  }

  /// The header this build writes, as version 1 with the flags it had then and without `display`.
  static func versionOne(flags: String) -> String {
    let display = #""display":{"colours":"auto","showTimer":true},"#
    return ReplayText.header.replacingOccurrences(of: display, with: "").replacingOccurrences(
      of: #""version":\#(ReplayHeader.version)"#, with: flags + #""version":1"#)
  }

  @Test func thisBuildWritesTheLatestVersionWithNoFlags() throws {
    #expect(ReplayText.header.contains(#""version":\#(ReplayHeader.version)"#))
    #expect(ReplayHeader.behaviours[ReplayHeader.version] == .current)
    for flag in ["clockStopsBehindScreens", "digitPicking"] { #expect(!ReplayText.header.contains(flag)) }
    #expect(try Self.header(ReplayText.header).behaviour == .current)
  }

  @Test(arguments: [
    ("", Behaviour.original),
    (#""clockStopsBehindScreens":true,"#, .clockStopsBehindScreens),
    (#""clockStopsBehindScreens":true,"digitPicking":true,"#, .digitPicking),
    (#""clockStopsBehindScreens":false,"digitPicking":false,"#, .original),
  ])
  func versionOneSaysItWithFlags(flags: String, behaviour: Behaviour) throws {
    #expect(try Self.header(Self.versionOne(flags: flags)).behaviour == behaviour)
  }

  @Test func aVersionOneHeaderWithTheColoursHadTheSettingsScreen() throws {
    let text = ReplayText.header.replacingOccurrences(
      of: #""version":\#(ReplayHeader.version)"#,
      with: #""clockStopsBehindScreens":true,"digitPicking":true,"version":1"#)
    #expect(try Self.header(text).behaviour == .settingsScreen)
  }

  /// The change version 2 records: a click on a grid line selects the cell after it, where before it
  /// selected nothing.
  @Test func aClickOnAGridLineSelectsOnlyFromVersionTwo() throws {
    var d = AppDriver()
    guard case .fits(let p) = d.state.layout else {
      Issue.record("the board fits")
      return
    }
    // The line left of r4c4 (cell 30), on the cell's first row; the game starts with r5c5 selected.
    let line = p.rect(ofCell: 30).x - 1
    let row = p.rect(ofCell: 30).y
    #expect(p.isOnGridLine(column: line, row: row) && d.state.game.selection == 40)
    d.behaviour = .settingsScreen
    d.mouse(.left, .press, column: line, row: row)
    d.mouse(.left, .release, column: line, row: row)
    #expect(d.state.game.selection == 40, "recorded before: the click selects nothing")
    d.behaviour = .current
    d.mouse(.left, .press, column: line, row: row)
    d.mouse(.left, .release, column: line, row: row)
    #expect(d.state.game.selection == 30)
  }
}
