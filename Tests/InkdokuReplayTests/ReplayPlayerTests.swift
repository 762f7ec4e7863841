import Foundation
import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

@Suite struct ReplayPlayerTests {
  /// Keys, a click, two pencil strokes, the new-game menu and the stats screen, recorded to `path`.
  static func recordSession(to path: String) async throws -> RecordedSession {
    let session = try RecordedSession(path: path)
    await session.send("\u{1B}[A")  // up, to r4c5
    await session.send("4")  // wrong: a mistake
    await session.send("u")
    await session.send("\u{1B}[C9n12n")  // r4c6: notes off again after 1 and 2
    await session.send("H")
    await session.wait(1)
    await session.send("\u{1B}[<0;30;8M\u{1B}[<0;30;8m")  // a click selects a cell
    await session.draw([(20, 10), (21, 11), (22, 12), (22, 14)])
    await session.draw([(24, 10), (24, 13)])
    await session.wait(0.6)  // the ink group is finalized
    await session.send("p")
    await session.wait(2)
    await session.send("p")
    await session.send("s")
    await session.send("\u{1B}")
    await session.wait(0.1)
    await session.send("Ny3")  // abandon the game under way for a new Hard puzzle
    await session.send("5")
    try session.finish()
    return session
  }

  @Test func aRecordedSessionReplaysToTheSameState() async throws {
    let directory = try TemporaryDirectory()
    let session = try await Self.recordSession(to: directory.file("s.jsonl"))
    let player = try Replays.play(directory.file("s.jsonl"))
    #expect(player.state.game == session.state.game)
    #expect(player.state.ui.screen == session.state.ui.screen)
    #expect(player.state.game.difficultyLabel == "hard")
    #expect(player.recordedFinal == ReplayBoard(session.state.game))
    #expect(player.time == session.now)
  }

  @Test func theSameFileGivesTheSameSummaryEveryTime() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.recordSession(to: directory.file("s.jsonl"))
    let first = try Replays.play(directory.file("s.jsonl")).summary(warnings: []).json
    let second = try Replays.play(directory.file("s.jsonl")).summary(warnings: []).json
    #expect(first == second)
    #expect(first.hasPrefix(#"{"duration":"#))
    #expect(first.contains(#""recognitions":{"accepted":0,"rejected":{"modelUnavailable":1}}"#))
  }

  @Test func verifyingAFaithfulRecordingFindsNothing() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.recordSession(to: directory.file("s.jsonl"))
    let verifier = try await Replays.verify(directory.file("s.jsonl"), model: nil)
    #expect(verifier.differences.isEmpty)
    #expect(verifier.notes == ["recognitions were not re-run: no recognizer is available"])
  }

  @Test func verifyingReportsAFinalBoardThatDiffers() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.recordSession(to: directory.file("s.jsonl"))
    var lines = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8).split(separator: "\n")
      .map(String.init)
    // Claim two more mistakes on the final line than the session made.
    let final = try #require(lines.last)
    let made = try #require(final.firstRange(of: #/"mistakes":(\d+)/#).map { Int(final[$0].dropFirst(11))! })
    lines[lines.count - 1] = final.replacingOccurrences(
      of: #""mistakes":\#(made)"#, with: #""mistakes":\#(made + 2)"#)
    try directory.write(lines.joined(separator: "\n") + "\n", to: "edited.jsonl")
    let verifier = try await Replays.verify(directory.file("edited.jsonl"), model: nil)
    #expect(
      verifier.differences == ["line \(lines.count): final mistakes: recorded \(made + 2), replayed \(made)"])
  }

  @Test func anotherModelIsNamedAndStillVerifies() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.recordSession(to: directory.file("s.jsonl"))
    let verifier = try await Replays.verify(directory.file("s.jsonl"), model: "feed")
    #expect(verifier.differences.isEmpty)
    #expect(verifier.notes.first == "recorded with model none; this build has feed")
  }

  @Test func aCutOffRecordingHasNoFinalBoardToCompare() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.recordSession(to: directory.file("s.jsonl"))
    let text = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8)
    try directory.write(String(text.dropLast(30)), to: "cut.jsonl")
    let verifier = try await Replays.verify(directory.file("cut.jsonl"), model: nil)
    #expect(verifier.differences.isEmpty)
    #expect(verifier.notes.last?.hasPrefix("the recording has no final line") == true)
  }

  @Test func recognitionsDifferByLabelDecisionReasonAndConfidence() {
    let recorded = Reading.accepted(
      id: 1, label: 7, confidence: 0.97, top3: [LabelScore(label: 7, probability: 0.97)])
    #expect(recorded.differences(from: recorded).isEmpty)
    var close = recorded
    close.confidence = 0.97009
    #expect(recorded.differences(from: close).isEmpty)
    let other = Reading.rejected(id: 1, .lowConfidence, label: 1, confidence: 0.5)
    #expect(
      recorded.differences(from: other) == [
        "label: recorded 7, re-run 1", "decision: recorded accept, re-run reject",
        "reason: recorded none, re-run lowConfidence", "confidence: recorded 0.97, re-run 0.5",
      ])
    var sure = recorded
    sure.boardConfidence = 0.99
    #expect(recorded.differences(from: sure) == ["board confidence: recorded none, re-run 0.99"])
    var surer = sure
    surer.boardConfidence = 0.99005
    #expect(sure.differences(from: surer).isEmpty)
  }

  /// Read with the player's hand, the model alone's reading and the ink's embedding are compared too.
  @Test func recognitionsWithAHandDifferByTheModelAloneAndTheEmbedding() {
    var recorded = Reading.accepted(
      id: 1, label: 7, confidence: 0.97, top3: [LabelScore(label: 7, probability: 0.97)])
    recorded.modelAlone = ModelAlone(.rejected(id: 1, .lowConfidence, label: 1, confidence: 0.6))
    recorded.embedding = PackedFloats([0.5, -0.25])
    #expect(recorded.differences(from: recorded).isEmpty)
    var close = recorded
    close.embedding = PackedFloats([0.50005, -0.25])
    close.modelAlone?.confidence = 0.60005
    #expect(recorded.differences(from: close).isEmpty)
    var alone = recorded
    alone.modelAlone = ModelAlone(.rejected(id: 1, .lowConfidence, label: 7, confidence: 0.6))
    #expect(
      recorded.differences(from: alone) == [
        "model alone: recorded 1 0.6 lowConfidence, re-run 7 0.6 lowConfidence"
      ])
    var ink = recorded
    ink.embedding = PackedFloats([0.5, -0.2])
    #expect(recorded.differences(from: ink) == ["embedding: recorded 2 numbers, re-run 2, not the same"])
    var handless = recorded
    handless.modelAlone = nil
    handless.embedding = nil
    #expect(
      recorded.differences(from: handless) == [
        "hand: recorded with one, re-run without", "embedding: recorded 2 numbers, re-run 0, not the same",
      ])
  }

}

@Suite struct ReplaySummarySafetyTests {
  @Test func theSummaryJSONEscapesC1() throws {
    let header = try ReplayReader.read(ReplayText.file()).header
    var summary = ReplayPlayer(header: header).summary(warnings: [])
    summary.warnings = ["line 3: \u{9B}2J\u{202E}"]
    #expect(summary.json.contains(#""line 3: \u009b2J\u202e""#))
    #expect(!summary.json.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
  }
}
