import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

/// Colour marks replay: a session that colours cells and notes, clears and undoes, verifies against
/// its final line, which holds the colours, and a final line whose colours differ is a difference.
@Suite struct ReplayColourTests {
  /// On r5c5 (empty in the fixture): notes 4 and 5, the cell coloured a, note 5 coloured b; r5c6 (a
  /// given 3) coloured b; all cleared, and the clearing undone.
  private func record(_ path: String) async throws -> AppState {
    let session = try RecordedSession(path: path)
    await session.send("n45n")
    await session.send("cm5m5")
    await session.send("lcc")
    await session.send("C")
    await session.send("u")
    try session.finish()
    return session.state
  }

  @Test func aSessionWithColoursVerifies() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("colours.jsonl")
    let state = try await record(path)
    #expect(state.game.colours[40].words() == ["a", "5b"] && state.game.colours[41].words() == ["b"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#""version":\#(ReplayHeader.version)"#))
    #expect(text.contains(#""colours":{"r5c5":"a 5b","r5c6":"b"}"#))
    let player = try Replays.play(path)
    #expect(player.header.behaviour == .current)
    #expect(player.state.game == state.game)
    let verifier = try await Replays.verify(path, model: nil)
    #expect(verifier.differences.isEmpty)
  }

  @Test func coloursThatDifferAreADifference() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("colours.jsonl")
    _ = try await record(path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: #""r5c6":"b""#, with: #""r5c6":"c""#)
      .write(toFile: path, atomically: true, encoding: .utf8)
    let verifier = try await Replays.verify(path, model: nil)
    #expect(
      verifier.differences.contains { $0.contains(#"final colours in r5c6: recorded "c", replayed "b""#) })
  }
}
