import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import TerminalUI

@Suite struct AppPencilTests {
  @Test func aFinishedGroupFlashesItsTargetAndPlacesNothing() {
    var d = AppDriver()
    let before = d.state.game
    Pencil.draw(&d, Pencil.scribble(d, over: 20))
    #expect(!d.state.pencil.board.pendingStrokes.isEmpty)
    #expect(d.state.pencil.board.deadline != nil)
    #expect(d.state.game.selection == before.selection, "drawing never moves the selection")
    d.send(.tick, after: 0.5)
    #expect(d.state.pencil.board.pendingStrokes.isEmpty)
    #expect(d.state.pencil.flash?.cell == 20)
    #expect(d.state.game.board == before.board)
    #expect(d.state.game.mistakes == 0)
    d.send(.tick, after: PencilState.flashSeconds)
    #expect(d.state.pencil.flash == nil)
  }

  @Test func liveInkIsDrawnWithoutHidingDigits() {
    var d = AppDriver()
    let path = Pencil.scribble(d, over: 0)  // r1c1 holds the given 5
    d.mouse(.left, .press, column: path[0].0, row: path[0].1)
    d.mouse(.left, .drag, column: path[1].0, row: path[1].1)
    let screen = d.screen
    let inked = (0..<screen.height).flatMap { y in (0..<screen.width).map { (x: $0, y: y) } }
      .filter { (0x2800...0x28FF).contains(screen[$0.x, $0.y].text.unicodeScalars.first?.value ?? 0) }
    #expect(inked.count >= 3)
    #expect(inked.allSatisfy { screen[$0.x, $0.y].style == AppFixture.look.theme.ink })
    guard case .fits(let p) = d.state.layout else { return }
    let given = p.rect(ofCell: 0)
    #expect(screen[given.x + given.width / 2, given.y + given.height / 2].text == "5")
  }

  @Test func keysWorkDuringAStrokeAndResizeDropsTheInk() {
    var d = AppDriver()
    let path = Pencil.scribble(d, over: 30)
    d.mouse(.left, .press, column: path[0].0, row: path[0].1)
    d.mouse(.left, .drag, column: path[1].0, row: path[1].1)
    d.key(.down)
    #expect(d.state.game.selection == 49)
    #expect(d.state.pencil.board.currentStroke != nil)
    d.send(.input(InputEvent.terminal(.size(columns: 120, rows: 40))))
    #expect(d.state.pencil.board.currentStroke == nil && d.state.pencil.board.pendingStrokes.isEmpty)
    d.mouse(.left, .release, column: path[1].0, row: path[1].1)
    d.send(.tick, after: 1)
    #expect(d.state.pencil.flash == nil)
  }

  /// Ink is dropped only when its surface moved: a terminal change that leaves the board where it was
  /// (the same size again, the same report unit) keeps the group, which is then read.
  @Test func aTerminalChangeThatMovesNothingKeepsTheInk() {
    var d = AppDriver()
    Pencil.draw(&d, Pencil.scribble(d, over: 30))
    #expect(!d.state.pencil.board.pendingStrokes.isEmpty)
    d.send(.input(InputEvent.terminal(.size(columns: 100, rows: 32))), after: 0.05)
    d.send(.input(InputEvent.terminal(.reportUnit(.cell))), after: 0.05)
    #expect(!d.state.pencil.board.pendingStrokes.isEmpty)
    let effects = d.send(.tick, after: 1)
    #expect(effects.contains { if case .recognize = $0 { true } else { false } })
    #expect(d.state.pencil.flash?.cell == 30)
  }
}
