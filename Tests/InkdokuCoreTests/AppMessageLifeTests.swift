import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// A line in the hint bar is about the moment it was said: the player's next move on the board ends a
/// reply to an earlier one, while what happened outside the game (a notice) stays its time.
@Suite struct AppMessageLifeTests {
  @Test func aRefusalGoesWithThePlayersNextMove() {
    var d = AppDriver()
    d.state.game.selection = 0  // r1c1, a given
    d.type("4")
    #expect(d.state.ui.message?.text == App.rejectionText(.givenCell))
    d.state.game.selection = 2
    d.type("4")
    #expect(d.state.game.digit(at: 2) == 4)
    #expect(d.state.ui.message == nil, "the refusal was about r1c1")
  }

  @Test func aPencilRefusalGoesWhenTheCellGetsItsDigitByKey() {
    var d = AppDriver(AppFixture.state())
    App.say("Read 7, but box 1 already has a 7 (r1c2)", &d.state, now: d.now)
    d.state.game.selection = 2
    d.type("1")
    #expect(d.state.ui.message == nil)
  }

  @Test func aMoveThatChangesNothingLeavesTheLine() {
    var d = AppDriver()
    d.state.game.selection = 0
    d.type("4")
    d.key(.right)
    #expect(d.state.ui.message?.text == App.rejectionText(.givenCell), "a move of the selection is no answer")
  }

  @Test func aNoticeStaysItsTime() {
    var d = AppDriver()
    _ = d.send(.notice("settings.json could not be written"))
    d.state.game.selection = 2
    d.type("4")
    #expect(d.state.ui.message?.text == "settings.json could not be written")
    d.send(.tick, after: InterfaceState.messageSeconds)
    #expect(d.state.ui.message == nil)
  }

  /// A refusal just before the last digit does not cover the completion's own line.
  @Test func theLastDigitEndsARefusalBeforeIt() {
    var d = AppDriver()
    let solution = Array(AppFixture.solution)
    let empty = (0..<81).filter { d.state.game.digit(at: $0) == 0 }
    for cell in empty.dropLast() {
      d.state.game.selection = cell
      d.type(String(solution[cell]))
    }
    d.state.game.selection = 0
    d.type("4")
    #expect(d.state.ui.message?.text == App.rejectionText(.givenCell))
    d.state.game.selection = empty[empty.count - 1]
    d.type(String(solution[empty[empty.count - 1]]))
    #expect(d.state.game.solved)
    #expect(d.state.ui.message == nil)
    #expect(HintBar.text(d.state).0.contains("Solved"))
  }
}
