import Foundation
import InkdokuCore
import InkdokuTestSupport
import Testing

@testable import InkdokuReplay

/// `Tests/Replays/changes-*.jsonl` are one session of the inputs whose meaning changed, recorded as each
/// version played it. Each verifies as its own behaviour and as no other: every version's difference is
/// both played (`OlderVersion`) and needed. Version 9 also changed how mouse reports are written, so
/// the recordings from it on read only as themselves.
@Suite struct ReplayVersionTests {
  static let recordings: [(name: String, behaviour: Behaviour)] = [
    ("v1-original", .original), ("v1-clock", .clockStopsBehindScreens), ("v1-picking", .digitPicking),
    ("v1-settings", .settingsScreen), ("v2", .clicksOnGridLines), ("v3", .closingResumes),
    ("v4", .keepsHints),
    ("v5", .padBesideFullBoard), ("v6", .mouseMenu), ("v7", .liveCandidates), ("v8", .marking),
    ("v9", .nothingSilent), ("v10", .everyWindow), ("v11", .levelsAndViewInk),
  ]

  @Test func everyVersionHasItsRecording() {
    #expect(Set(Self.recordings.map(\.behaviour)) == Set(Behaviour.allCases))
  }

  @Test(arguments: recordings)
  func aRecordingEndsAsRecordedOnlyAsItsOwnVersion(name: String, behaviour: Behaviour) throws {
    let path = "\(ReplayFixtureTests.directory)/changes-\(name).jsonl"
    let recording = try ReplayReader.read(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(recording.header.behaviour == behaviour)
    for played in Behaviour.allCases {
      var header = recording.header
      header.behaviour = played
      var player = ReplayPlayer(header: header)
      for (line, _) in recording.lines { player.play(line) }
      let final = try #require(player.recordedFinal)
      #expect(
        (final == ReplayBoard(player.state.game)) == (played == behaviour), "\(name) played as \(played)")
    }
  }

  /// Mouse reports before version 9 hold a cell, a board point and a unit, from it the position the
  /// terminal gave: each form reads only under its own version.
  @Test(arguments: [(8, 9), (9, 8)])
  func mouseReportsReadOnlyAsTheirVersion(recorded: Int, labelled: Int) throws {
    let path = "\(ReplayFixtureTests.directory)/changes-v\(recorded).jsonl"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(throws: Never.self) { try ReplayReader.read(Data(text.utf8)) }
    let relabelled = text.replacingOccurrences(
      of: #""version":\#(recorded)"#, with: #""version":\#(labelled)"#)
    let problem = ReplayText.problem(Data(relabelled.utf8))?.description ?? ""
    #expect(problem.contains("mouse"), "\(problem)")
  }
}
