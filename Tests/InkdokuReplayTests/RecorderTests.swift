import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuReplay
@testable import InkdokuStorage

@Suite struct RecorderTests {
  @Test func neverOverwritesAnExistingPath() throws {
    let directory = try TemporaryDirectory()
    try directory.write("precious", to: "game.jsonl")
    #expect(
      throws: FileError(
        action: "record replay to", path: directory.file("game.jsonl"), reason: .system(EEXIST),
        advice: "a recording never replaces a file; choose a new name")
    ) {
      try Recorder(creating: directory.file("game.jsonl"), app: "test", model: nil)
    }
    #expect(directory.contents("game.jsonl") == Data("precious".utf8))
  }

  @Test func timestampedRecordingsGetDistinctNames() throws {
    let directory = try TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let first = try Recorder.timestamped(in: directory.file("replays"), now: now, app: "test", model: nil)
    let second = try Recorder.timestamped(in: directory.file("replays"), now: now, app: "test", model: nil)
    #expect(first.path.hasSuffix("/replays/20270115T080000Z.jsonl"))
    #expect(second.path.hasSuffix("/replays/20270115T080000Z-2.jsonl"))
  }

  @Test func everyLineIsWholeAsSoonAsItIsRecorded() async throws {
    let directory = try TemporaryDirectory()
    let session = try RecordedSession(path: directory.file("s.jsonl"))
    await session.send("4")
    // Nothing is buffered: another reader sees every line, ended by its line feed, before the end.
    let text = String(decoding: try #require(directory.contents("s.jsonl")), as: UTF8.self)
    #expect(text.hasSuffix("\n"))
    #expect(try ReplayReader.read(Data(text.utf8)).lines.count == 2)
    #expect(text.split(separator: "\n").last == #"{"key":"4","t":0.2}"#)
  }

  @Test func anAbandonedRecordingLeavesNoFile() throws {
    let directory = try TemporaryDirectory()
    let recorder = try Recorder(creating: directory.file("s.jsonl"), app: "test", model: nil)
    recorder.abandon()
    #expect(try directory.listing().isEmpty)
  }
}
