import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: an open question or a picked digit says on the bar that a click there lets it go, and a
/// mouse player's click there does, at every width.
@Suite struct HintBarClickTests {
  private func clickBar(_ d: inout AppDriver) {
    d.click(ScreenPoint(x: 2, y: d.state.terminal.rows - 1))
  }

  @Test(arguments: [(80, 24), (60, 20), (60, 24), (120, 50)])
  func theColourQuestionIsLetGoByAClickOnTheBar(columns: Int, rows: Int) {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("m")
    #expect(d.state.play.digitAwaited == .noteColour)
    #expect(d.screen.text(row: rows - 1).contains("here: none"))
    clickBar(&d)
    #expect(d.state.play.finger == .select)
    #expect(!d.screen.text(row: rows - 1).contains("Colour which"))
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func theHighlightQuestionAndAPickedDigitToo(columns: Int, rows: Int) {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("f")
    #expect(d.screen.text(row: rows - 1).contains("here: none"))
    clickBar(&d)
    #expect(d.state.play.finger == .select && d.state.play.chosenDigit == nil)
    d.type("f4")
    #expect(d.state.play.finger == .place(4, once: false))
    #expect(d.screen.text(row: rows - 1).contains("here: none"))
    clickBar(&d)
    #expect(d.state.play.finger == .select)
    #expect(d.state.game.board == AppFixture.state().game.board, "nothing placed")
  }

  @Test func olderRecordingsClickedTheBarForNothing() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.type("m")
    clickBar(&d)
    #expect(d.state.play.digitAwaited == .noteColour)
  }
}
