import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuTestSupport
import SudokuKit
import TerminalUI
import Testing

/// A hint the player paid for stays told until the board changes: a pause, a window too small for the
/// board, a mode switch or quitting and resuming do not take it back or count it again (issue 35, bug 1).
@Suite struct AppHintKeptTests {
  /// The second press shows the cells and the reasoning: one hint counted.
  private func hintAtItsCells() throws -> AppDriver {
    var d = AppDriver()
    d.type("HH")
    #expect(try #require(d.state.currentHint).stage == .cells)
    #expect(d.state.game.hintsUsed == 1)
    return d
  }

  /// The next press applies the step the shown hint names, and counts nothing more.
  private func expectTheSameHintApplies(_ d: inout AppDriver, _ shown: ShownHint) throws {
    let placement = try #require(shown.hint.placement)
    d.type("H")
    #expect(d.state.game.digit(at: placement.cell) == placement.digit)
    #expect(d.state.game.hintsUsed == 1)
  }

  @Test func aPauseKeepsTheHint() throws {
    var d = try hintAtItsCells()
    let shown = try #require(d.state.currentHint)
    d.type("p")
    d.type("p")
    #expect(d.state.currentHint == shown)
    try expectTheSameHintApplies(&d, shown)
  }

  @Test func aWindowTooSmallForTheBoardKeepsTheHint() throws {
    var d = try hintAtItsCells()
    let shown = try #require(d.state.currentHint)
    d.send(.input(InputEvent.terminal(.size(columns: 30, rows: 10))))
    #expect(d.state.game.paused)
    d.send(.input(InputEvent.terminal(.size(columns: 100, rows: 32))))
    #expect(!d.state.game.paused)
    #expect(d.state.currentHint == shown)
    try expectTheSameHintApplies(&d, shown)
  }

  @Test func aModeSwitchKeepsTheNudge() throws {
    var d = AppDriver()
    d.type("H")
    d.type("n")
    #expect(d.state.currentHint?.stage == .nudge)
    d.type("H")
    #expect(d.state.currentHint?.stage == .cells && d.state.game.hintsUsed == 1)
  }

  @Test func quittingAndResumingKeepsTheHint() throws {
    let d = try hintAtItsCells()
    let shown = try #require(d.state.currentHint)
    let saved = try JSONDecoder().decode(GameState.self, from: JSONEncoder().encode(d.state.game))
    var state = AppFixture.state()
    state.game = saved
    var resumed = AppDriver(state)
    resumed.send(.tick)
    #expect(resumed.state.currentHint == shown)
    try expectTheSameHintApplies(&resumed, shown)
  }

  @Test func aChangeToTheBoardEndsTheHint() throws {
    var d = try hintAtItsCells()
    d.type("n1")
    #expect(d.state.currentHint == nil)
    d.type("H")
    #expect(d.state.game.hintsUsed == 2 && d.state.currentHint?.stage == .nudge)
  }

  /// Replays recorded before: a pause ended the hint, and the next press counted a new one.
  @Test func olderRecordingsLoseTheHintOnAPause() throws {
    var d = AppDriver()
    d.behaviour = .closingResumes
    d.type("HH")
    d.type("pp")
    #expect(d.state.currentHint == nil)
    d.type("H")
    #expect(d.state.game.hintsUsed == 2 && d.state.currentHint?.stage == .nudge)
  }
}
