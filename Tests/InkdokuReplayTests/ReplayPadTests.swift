import Foundation
import InkKit
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

/// Ink written in the writing pad replays exactly: the header keeps the pad setting, the recorded
/// reports and keys lay the pad out again, and each group goes to the cell it went to.
@Suite struct ReplayPadTests {
  @Test func padInkReplaysAndVerifies() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("pad.jsonl")
    let session = try RecordedSession(
      path: path, state: AppFixture.state(columns: 80, rows: 24, pad: .auto), recognizer: SevenReader.read)
    await session.send("kkkhhh")  // r5c5 → r2c2, whose digit is 7
    let area = try #require(session.state.layout.placement?.padInterior)
    // SGR reports are 1-based: a diagonal through the middle of the pad's writing area.
    let (x, y) = (area.x + 1 + area.width / 4, area.y + 1 + area.height / 4)
    await session.draw([
      (x, y), (x + area.width / 4, y + area.height / 4), (x + area.width / 2, y + area.height / 2),
    ])
    await session.wait(0.6)
    await session.send("P")  // the pad hides: the board's own ink still goes where it is written
    await session.draw(Pencil.diagonal(over: 2, session.state))  // r1c3, where a 7 shows in row 1: refused
    await session.wait(0.6)
    try session.finish()
    #expect(session.state.game.digit(at: 10) == 7)
    #expect(session.state.game.digit(at: 2) == 0)

    let player = try Replays.play(path)
    #expect(player.header.settings.pad == .auto)
    #expect(player.state.game == session.state.game)
    #expect(!player.state.isPadShown)
    let verifier = try await Replays.verify(path, with: SevenReader.read)
    #expect(verifier.differences.isEmpty)
  }

  @Test func aRecordingFromBeforeThePadReplaysWithoutIt() throws {
    #expect(ReplayText.header.contains(#""pad":"off","#))
    let old = ReplayText.header.replacingOccurrences(of: #""pad":"off","#, with: "")
    let header = try ReplayReader.read(Data((old + "\n").utf8)).header
    #expect(header.settings.pad == .off)
    let state = ReplayPlayer(header: header).state
    #expect(!state.isPadShown)
  }
}
