import Foundation
import InkdokuTestSupport
import ScreenLayout
import TerminalUI
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

/// A session played with the mouse through the menu and the wheel replays to the same game, and
/// verifies; replayed as a recording from before the menu (version 5), its clicks do nothing there.
@Suite struct ReplayMenuTests {
  /// A left click at 0-based terminal cell `point`, as SGR reports (1-based).
  private func click(_ point: ScreenPoint, _ session: RecordedSession) async {
    await session.send("\u{1B}[<0;\(point.x + 1);\(point.y + 1)M", after: 0.05)
    await session.send("\u{1B}[<0;\(point.x + 1);\(point.y + 1)m", after: 0.05)
  }

  private func clickMenuButton(_ session: RecordedSession) async throws {
    let placement = try #require(session.state.layout.placement)
    let button = App.menuButton(placement, columns: session.state.terminal.columns)
    await click(ScreenPoint(x: button.x, y: button.y), session)
  }

  /// Clicks the overlay line holding `text`.
  private func click(line text: String, _ session: RecordedSession) async throws {
    await click(try #require(session.state.overlayPoint(ofLineHolding: text)), session)
  }

  @Test func aSessionPlayedThroughTheMenuVerifies() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("menu.jsonl")
    let session = try RecordedSession(path: path, state: AppFixture.state(columns: 80, rows: 24))
    await session.send("5")  // r5c5, right
    try await clickMenuButton(session)
    try await click(line: "Pause", session)
    #expect(session.state.game.paused)
    await click(ScreenPoint(x: 5, y: 5), session)
    try await clickMenuButton(session)
    try await click(line: "Restart this puzzle", session)
    try await click(line: OverlayView.yesLine, session)
    let cell = try #require(session.state.layout.placement).rect(ofCell: 2)  // r1c3, empty; its digit 4
    for _ in 0..<4 { await session.send("\u{1B}[<64;\(cell.x + 1);\(cell.y + 1)M", after: 0.05) }
    await click(ScreenPoint(x: cell.x, y: cell.y), session)
    try session.finish()
    let game = session.state.game
    #expect(game.digit(at: 40) == 0 && game.digit(at: 2) == 4 && !game.paused)

    let player = try Replays.play(path)
    #expect(player.header.behaviour == .current)
    #expect(player.state.game == game)
    #expect(try await Replays.verify(path, model: nil).differences.isEmpty)

    // Played as version 5 played it (its reports written as today's: only the behaviour differs).
    let recording = try ReplayReader.read(try Data(contentsOf: URL(fileURLWithPath: path)))
    var header = recording.header
    header.behaviour = try #require(ReplayHeader.behaviours[5])
    var older = ReplayPlayer(header: header)
    for (line, _) in recording.lines { older.play(line) }
    #expect(older.state.game.digit(at: 40) == 5, "no menu, no restart")
  }
}
