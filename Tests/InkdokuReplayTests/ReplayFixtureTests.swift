import Foundation
import InkdokuTestSupport
import Testing

/// Every session recorded under Tests/Replays still replays exactly: each is a regression test of the
/// whole pipeline from decoded input to the final board.
@Suite struct ReplayFixtureTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Replays").path

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0.hasSuffix(".jsonl") }.sorted()

  @Test func thereAreRecordedSessions() {
    #expect(Self.files.count >= 3)
  }

  @Test(arguments: files)
  func recordedSessionVerifies(name: String) async throws {
    let verifier = try await Replays.verify("\(Self.directory)/\(name)", model: nil)
    #expect(verifier.differences == [])
    #expect(verifier.player.recordedFinal != nil, "\(name) has no final line")
    #expect(verifier.player.events > 0)
  }
}
