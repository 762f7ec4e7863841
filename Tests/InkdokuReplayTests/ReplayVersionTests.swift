import Foundation
import InkdokuCore
import Testing

@testable import InkdokuReplay

/// `Tests/Replays/changes-*.jsonl` are one session of the inputs whose meaning changed, recorded as each
/// version played it. Each verifies as its own version and as no other: every version's difference is
/// both played (`OlderVersion`) and needed.
@Suite struct ReplayVersionTests {
  static let recordings: [(name: String, behaviour: Behaviour)] = [
    ("v1-original", .original), ("v1-clock", .clockStopsBehindScreens), ("v1-picking", .digitPicking),
    ("v1-settings", .settingsScreen), ("v2", .clicksOnGridLines), ("v3", .closingResumes),
    ("v4", .keepsHints),
    ("v5", .padBesideFullBoard), ("v6", .mouseMenu), ("v7", .liveCandidates), ("v8", .marking),
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
}
