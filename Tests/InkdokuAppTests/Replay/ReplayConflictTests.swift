import Foundation
import Testing

@testable import DigitRecognizer
@testable import InkKit
@testable import InkdokuCore
@testable import InkdokuReplay

/// Replays whose pencil answers include conflict rejects verify exactly: the gate's board is rebuilt
/// from the replayed game, never stored beside it.
@Suite struct ReplayConflictTests {
  static let confidence: Float = 0.992

  /// A recognizer that reads every group as a 7 and applies the accept policy in the context it is given.
  static func sevens(_ ink: [Stroke], _ context: RecognitionContext) -> RecognitionResult {
    switch AcceptPolicy.decide(.prediction(label: 7, confidence: confidence), context: context) {
    case .accept(let digit):
      .candidate(
        label: digit, confidence: confidence, top3: [LabelScore(label: digit, probability: confidence)])
    case .reject(let reason): .reject(reason, label: 7, confidence: confidence)
    }
  }

  /// A 7 written in r1c3 (row 1 shows a 7 in r1c5) and in r2c2 (no 7 near), with a strict gate.
  static func record(to path: String, conflictThreshold: Double = 0.995) async throws -> RecordedSession {
    var state = AppFixture.state()
    state.ink.settings.conflictThreshold = conflictThreshold
    let session = try RecordedSession(path: path, state: state, recognizer: sevens)
    for cell in [2, 10] {
      await session.draw(stroke(over: cell, session.state))
      await session.wait(0.6)
    }
    session.finish()
    return session
  }

  /// A diagonal across the cell, in the 1-based coordinates of SGR mouse reports.
  static func stroke(over cell: Int, _ state: AppState) -> [(Int, Int)] {
    guard case .fits(let placement) = state.layout else { return [] }
    let r = placement.rect(ofCell: cell)
    return [
      (r.x + 1, r.y + 1), (r.x + r.width / 2 + 1, r.y + r.height / 2 + 1), (r.x + r.width, r.y + r.height),
    ]
  }

  static func verify(
    _ path: String, with recognize: @escaping @Sendable ([Stroke], RecognitionContext) -> RecognitionResult
  )
    async throws -> ReplayVerifier
  {
    let file = try ReplayFile(path: path)
    let recognizer: ReplayRecognizer = { request, context in recognize(request.strokes, context) }
    var verifier = ReplayVerifier(header: file.header, recognizer: recognizer, model: nil)
    while let (line, number) = try file.next() { await verifier.play(line, number: number) }
    verifier.finish()
    return verifier
  }

  @Test func aSessionWithAConflictRejectVerifies() async throws {
    let directory = try TemporaryDirectory()
    let session = try await Self.record(to: directory.file("s.jsonl"))
    #expect(session.state.game.digit(at: 2) == 0)
    #expect(session.state.game.digit(at: 10) == 7)
    #expect(session.state.game.mistakes == 0)
    let summary = try ReplayPlayerTests.replay(directory.file("s.jsonl")).summary(warnings: []).json
    #expect(summary.contains(#""recognitions":{"accepted":1,"rejected":{"conflict":1}}"#))
    let verifier = try await Self.verify(directory.file("s.jsonl"), with: Self.sevens)
    #expect(verifier.differences.isEmpty)
  }

  @Test func verifyingWithoutTheGateFindsTheConflictReject() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.record(to: directory.file("s.jsonl"))
    let verifier = try await Self.verify(directory.file("s.jsonl")) { ink, context in
      var blind = context
      blind.board = nil
      return Self.sevens(ink, blind)
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
    #expect(file.header.settings.conflictThreshold == 0)
  }

  @Test func aRecordingMadeBeforeTheBoardConfidenceReplaysWithoutIt() async throws {
    let directory = try TemporaryDirectory()
    _ = try await Self.record(to: directory.file("s.jsonl"))
    let text = try String(contentsOfFile: directory.file("s.jsonl"), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first.map(String.init))
    #expect(try ReplayFile(path: directory.file("s.jsonl")).header.settings.boardConfidence)
    let old = header.replacingOccurrences(of: #""boardConfidence":true,"#, with: "")
    #expect(old != header)
    try directory.write(old + "\n", to: "old.jsonl")
    #expect(try !ReplayFile(path: directory.file("old.jsonl")).header.settings.boardConfidence)
  }
}
