import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// A pasted puzzle is offered as a new game; the player answers before anything changes.
@Suite struct AppPasteTests {
  /// Another puzzle than the fixture's: the fixture's solution with a few cells left empty.
  static let other: String = {
    var cells = Array(AppFixture.solution)
    for cell in [0, 10, 20, 30, 40, 50, 60, 70, 80] { cells[cell] = "." }
    return String(cells)
  }()

  private func paste(_ puzzle: String?, _ d: inout AppDriver) {
    d.send(.input(InputEvent.paste(bytes: 81, puzzle: puzzle)))
  }

  @Test func aPastedPuzzleAsksAndYesStartsItAsACustomGame() {
    for answer in [Key.character("y"), .enter] {
      var d = AppDriver()
      d.state.play.daily = CalendarDay(year: 2026, month: 12, day: 1)
      d.type("5")
      paste(Self.other, &d)
      #expect(
        d.state.ui.screen
          == .confirmPastedPuzzle(givens: Grid(line: Self.other)!, solution: d.state.game.solution))
      #expect(HintBar.text(d.state).0 == App.pasteQuestion)
      #expect(OverlayView.lines(d.state)?.contains("This game's progress is lost.") == true)
      // The question holds everything else back.
      d.type("3")
      #expect(d.state.game.givens.line == AppFixture.puzzle)
      let effects = d.key(answer)
      #expect(effects.contains(.save), "\(answer)")
      #expect(d.state.ui.screen == .playing && d.state.game.givens.line == Self.other)
      #expect(d.state.game.difficulty == nil && d.state.play.daily == nil && d.state.game.mistakes == 0)
    }
  }

  @Test func noKeepsTheGame() {
    for answer in [Key.character("n"), .escape] {
      var d = AppDriver()
      d.type("5")
      let game = d.state.game
      paste(Self.other, &d)
      d.key(answer)
      #expect(d.state.ui.screen == .playing && d.state.game.board == game.board, "\(answer)")
      #expect(d.state.game.givens == game.givens && d.state.game.revision == game.revision)
    }
  }

  @Test func aPuzzleThatCannotBePlayedIsNamedAndChangesNothing() {
    var conflicting = Array(Self.other)
    conflicting[0] = "4"  // r1c3 holds a 4
    var open = Array(AppFixture.puzzle)
    for cell in 0..<27 { open[cell] = "." }
    let cases = [
      (String(conflicting), "Pasted puzzle not started: 4 appears twice in row 1: r1c1 and r1c3"),
      (String(open), "Pasted puzzle not started: it has more than one solution"),
      (AppFixture.solution, "Pasted puzzle not started: it is already complete"),
    ]
    for (puzzle, message) in cases {
      var d = AppDriver()
      let game = d.state.game
      paste(puzzle, &d)
      #expect(d.state.ui.screen == .playing && d.state.game.givens == game.givens)
      #expect(d.state.game.revision == game.revision)
      #expect(d.state.ui.message?.text == message)
      #expect(d.state.ui.message?.isError == true)
    }
  }

  @Test func aPasteThatIsNoPuzzleOrArrivesOverAnotherScreenIsIgnored() {
    var d = AppDriver()
    paste(nil, &d)
    #expect(d.state.ui.screen == .playing && d.state.ui.message == nil)
    d.type("?")
    paste(Self.other, &d)
    #expect(d.state.ui.screen == .help(top: 0))
  }
}
