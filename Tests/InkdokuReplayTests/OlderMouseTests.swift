import Foundation
import InkdokuCore
import TerminalUI
import Testing

@testable import InkdokuReplay

/// Versions 1 to 8 wrote each mouse report's cell, its point in board units and its unit; read today, a
/// report keeps only the position the terminal gave, and the game locates it again as it plays.
@Suite struct OlderMouseTests {
  /// In every committed recording of those versions, each report located again is where it was
  /// recorded: the same cell and the same point, in the cell size the recorded terminal gives then.
  @Test(arguments: ReplayFixtureTests.files)
  func olderReportsAreLocatedWhereTheyWereRecorded(name: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(ReplayFixtureTests.directory)/\(name)"))
    let recording = try ReplayReader.read(data)
    guard recording.header.version < ReplayHeader.rawReports else { return }
    let texts = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var player = ReplayPlayer(header: recording.header)
    for (line, number) in recording.lines {
      if case .message(.input(.mouse(let report))) = line.content {
        let recorded = try JSONDecoder().decode(Line.self, from: texts[number - 1]).mouse
        let located = player.state.terminal.locate(report)
        #expect(
          [Double(located.column), Double(located.row), located.x, located.y]
            == [Double(recorded.c), Double(recorded.r), recorded.x, recorded.y], "\(name) line \(number)")
      }
      player.play(line)
    }
  }

  @Test func aPixelReportKeepsItsPixelAndACellReportItsCell() throws {
    let pixel = #"{"b":"left","c":3,"p":"drag","r":1,"u":"pixel","x":27,"y":26}"#
    let cell = #"{"b":"right","c":3,"p":"press","r":1,"u":"cell","x":31.5,"y":27,"alt":true}"#
    #expect(try Self.decode(pixel).report == MouseReport(button: .left, phase: .drag, x: 27, y: 26))
    #expect(
      try Self.decode(cell).report == MouseReport(button: .right, phase: .press, x: 3, y: 1, alt: true))
    #expect(try Self.decode(pixel.replacingOccurrences(of: "27", with: "27.5")).report == nil)
  }

  private static func decode(_ text: String) throws -> OlderMouse {
    try JSONDecoder().decode(OlderMouse.self, from: Data(text.utf8))
  }

  /// The recorded fields of an older line.
  private struct Line: Decodable {
    var mouse: OlderMouse
  }
}
