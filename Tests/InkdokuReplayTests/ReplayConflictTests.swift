import Foundation
import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

/// Replays whose pencil answers include conflict rejects verify exactly: the gate's board is rebuilt
/// from the replayed game, never stored beside it.
@Suite struct ReplayConflictTests {
  /// A 7 written in r1c3 (row 1 shows a 7 in r1c5) and in r2c2 (no 7 near), with a strict gate.
  static func record(to path: String, conflictThreshold: Double = 0.995) async throws -> RecordedSession {
    var state = AppFixture.state()
    state.settings.pencil.conflictThreshold = conflictThreshold
    let session = try RecordedSession(path: path, state: state, recognizer: SevenReader.read)
    for cell in [2, 10] {
      await session.draw(Pencil.diagonal(over: cell, session.state))
      await session.wait(0.6)
    }
    try session.finish()
    return session
  }

  @Test func aSessionWithAConflictRejectVerifies() async throws {
    let directory = try TemporaryDirectory()
    let session = try await Self.record(to: directory.file("s.jsonl"))
    #expect(session.state.game.digit(at: 2) == 0)
    #expect(session.state.game.digit(at: 10) == 7)
    #expect(session.state.game.mistakes == 0)
    let summary = try Replays.play(directory.file("s.jsonl")).summary(warnings: []).json
    #expect(summary.contains(#""recognitions":{"accepted":1,"rejected":{"conflict":1}}"#))
    let verifier = try await Replays.verify(directory.file("s.jsonl"), with: SevenReader.read)
    #expect(verifier.differences.isEmpty)
  }

  @Test func verifyingWithoutTheGateFindsTheConflictReject() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.record(to: directory.file("s.jsonl"))
    let verifier = try await Replays.verify(directory.file("s.jsonl")) { request in
      var blind = request
      blind.target = .noBoard
      return SevenReader.read(blind)
    }
    #expect(
      verifier.differences.contains {
        $0.hasSuffix("decision: recorded reject, re-run accept") && $0.contains("request 1 ")
      })
  }

  @Test func aRecordingMadeBeforeTheGateReplaysWithoutIt() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.record(to: directory.file("s.jsonl"))
    let text = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first.map(String.init))
    #expect(header.contains(#""conflictThreshold":0.995"#))
    let old = header.replacingOccurrences(of: #""conflictThreshold":0.995,"#, with: "")
    #expect(old != header)
    try directory.write(old + "\n", to: "old.jsonl")
    let file = try ReplayFile(path: directory.file("old.jsonl"))
    #expect(file.header.settings.pencil.conflictThreshold == 0)
  }

  @Test func aRecordingMadeBeforeTheBoardConfidenceReplaysWithoutIt() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.record(to: directory.file("s.jsonl"))
    let text = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first.map(String.init))
    #expect(try ReplayFile(path: directory.file("s.jsonl")).header.settings.pencil.boardConfidence)
    let old = header.replacingOccurrences(of: #""boardConfidence":true,"#, with: "")
    #expect(old != header)
    try directory.write(old + "\n", to: "old.jsonl")
    #expect(try !ReplayFile(path: directory.file("old.jsonl")).header.settings.pencil.boardConfidence)
  }
}
