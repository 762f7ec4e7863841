import Foundation
import InkdokuTestSupport
import Testing

@testable import InkKit
@testable import InkdokuCore
@testable import TerminalUI

/// A held button whose pointer jumps around: the ink is dropped with a message, the game goes on, and a
/// replay of it drops the same ink at the same moment.
@Suite struct AppInkLimitTests {
  /// Terminal cells (0-based) at two opposite corners of the board.
  static func corners(_ d: AppDriver) -> [(Int, Int)] {
    guard case .fits(let p) = d.state.layout else { return [] }
    let first = p.rect(ofCell: 0)
    let last = p.rect(ofCell: 80)
    return [(first.x, first.y), (last.x + last.width - 1, last.y + last.height - 1)]
  }

  @Test func farDragsWithTheButtonHeldAreDroppedWithAMessage() {
    var d = AppDriver()
    let before = d.state.game.board
    let ends = Self.corners(d)
    d.mouse(.left, .press, column: ends[0].0, row: ends[0].1)
    var dropped = 0
    for step in 1...2000 {
      let (x, y) = ends[step % 2]
      d.mouse(.left, .drag, column: x, row: y, after: 0.001)
      if d.state.ui.message?.text == App.inkTooLongText && dropped == 0 { dropped = step }
      #expect(d.state.pencil.board.currentStroke.map { $0.points.count <= InkLimits().maxPoints } ?? true)
    }
    #expect(dropped > 0)
    #expect(d.state.ui.message?.isError == true)
    #expect(d.state.pencil.board.currentStroke == nil)
    d.mouse(.left, .release, column: ends[0].0, row: ends[0].1)
    #expect(d.state.pencil.board.pendingStrokes.isEmpty)
    #expect(d.state.game.board == before)
    // The game goes on: keys work, and the next press writes again.
    d.key(.right)
    #expect(d.state.game.selection == 41)
    Pencil.draw(&d, Pencil.scribble(d, over: 20))
    #expect(d.state.pencil.board.pendingStrokes.count == 1)
  }

  @Test func aDroppedFloodReplaysAndVerifies() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("flood.jsonl")
    let session = try RecordedSession(path: path, recognizer: SevenReader.read)
    let ends = Self.corners(AppDriver(session.state)).map { ($0.0 + 1, $0.1 + 1) }
    var dropped = false
    await session.send("\u{1B}[<0;\(ends[0].0);\(ends[0].1)M")
    for step in 1...400 {
      await session.send("\u{1B}[<32;\(ends[step % 2].0);\(ends[step % 2].1)M", after: 0.001)
      dropped = dropped || session.state.ui.message?.text == App.inkTooLongText
    }
    await session.send("\u{1B}[<0;\(ends[0].0);\(ends[0].1)m")
    #expect(dropped)
    await session.draw(Pencil.diagonal(over: 10, session.state))
    await session.wait(0.6)
    try session.finish()
    #expect(session.state.game.digit(at: 10) == 7)
    let player = try Replays.play(path)
    #expect(player.state.game.board == session.state.game.board)
    let verifier = try await Replays.verify(path, with: SevenReader.read)
    #expect(verifier.differences.isEmpty)
  }
}
