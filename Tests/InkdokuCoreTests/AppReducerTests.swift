import InkdokuReplay
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

@Suite struct AppReducerTests {
  @Test func keysMoveAndPlaceWithSavesAsEffects() {
    var d = AppDriver()
    #expect(d.state.game.selection == 40)
    #expect(d.key(.up) == [])
    #expect(d.state.game.selection == 31)
    d.type("k")
    #expect(d.state.game.selection == 22)
    // r3c5 holds 4 in the solution.
    #expect(d.type("4") == [.save])
    #expect(d.state.game.digit(at: 22) == 4)
    #expect(d.type("x") == [.save])
    #expect(d.state.game.digit(at: 22) == 0)
  }

  @Test func wrongDigitCountsAMistakeAndUndoKeepsIt() {
    var d = AppDriver()
    d.type("1")  // r5c5 is 5
    #expect(d.state.game.mistakes == 1)
    #expect(CellDescription.of(d.state.game) == "r5c5: 1 (wrong)")
    d.type("u")
    #expect(d.state.game.digit(at: 40) == 0)
    #expect(d.state.game.mistakes == 1)
    d.type("U")
    #expect(d.state.game.digit(at: 40) == 1)
    d.key(.control("r"))
    #expect(d.state.game.digit(at: 40) == 1)
  }

  @Test func givenCellsSayWhy() {
    var d = AppDriver()
    d.send(.input(InputEvent.key(.home)))
    d.state.game = {
      var g = d.state.game
      _ = Game.reduce(&g, .select(0), now: d.now)
      return g
    }()
    #expect(d.type("9") == [])
    #expect(d.state.ui.message?.text == "That cell is a given and cannot change")
    d.send(.tick, after: InterfaceState.messageSeconds + 1)
    #expect(d.state.ui.message == nil)
  }

  @Test func notesModeAndCellDescription() {
    var d = AppDriver()
    d.type("n124")
    #expect(d.state.game.mode == .notes)
    #expect(CellDescription.of(d.state.game) == "r5c5: notes 1 2 4")
  }

  @Test func hintIsShownUntilTheBoardChanges() throws {
    var d = AppDriver()
    d.type("HH")
    let hint = try #require(d.state.currentHint)
    #expect(!hint.cells.isEmpty)
    #expect(d.state.game.hintsUsed == 1)
    // Its whole text is in the pane beside the board; the bar says where.
    let screen = d.screen
    #expect(screen.text(row: screen.height - 1).hasPrefix(HintBar.paneNote))
    #expect((0..<screen.height).contains { screen.text(row: $0).contains(hint.text) })
    d.type("n1")
    #expect(d.state.currentHint == nil)
  }

  @Test func clickSelectsButDragDoesNot() throws {
    var d = AppDriver()
    guard case .fits(let placement) = d.state.layout else {
      Issue.record("100x32 must fit")
      return
    }
    let target = placement.rect(ofCell: 3)
    d.mouse(.left, .press, column: target.x, row: target.y)
    d.mouse(.left, .release, column: target.x, row: target.y)
    #expect(d.state.game.selection == 3)
    let other = placement.rect(ofCell: 70)
    d.mouse(.left, .press, column: other.x, row: other.y)
    d.mouse(.left, .drag, column: other.x + 1, row: other.y)
    d.mouse(.left, .release, column: other.x + 1, row: other.y)
    #expect(d.state.game.selection == 3)
    #expect(d.state.game.board == Grid(line: AppFixture.puzzle)!)
  }

  @Test func quitSavesThenQuits() {
    var d = AppDriver()
    #expect(d.type("q") == [.save, .quit])
    #expect(d.state.ui.quitRequested)
  }

  @Test func newGameMenuAsksForAPuzzleAndStartsIt() throws {
    var d = AppDriver()
    d.type("N")
    #expect(d.state.ui.screen == .newGame(selected: 1))
    d.key(.down)
    #expect(d.key(.enter) == [.generatePuzzle(.hard)])
    let solution = try #require(Grid(line: AppFixture.solution))
    var givens = solution
    givens[0] = 0
    d.send(.newPuzzle(givens: givens, solution: solution, difficulty: .hard))
    #expect(d.state.ui.screen == .playing)
    #expect(d.state.game.givens == givens)
    #expect(d.state.game.difficultyLabel == "hard")
  }

  @Test func solvingRecordsTheCompletion() throws {
    var d = AppDriver()
    let solution = try #require(Grid(line: AppFixture.solution))
    var last: [AppEffect] = []
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      var g = d.state.game
      _ = Game.reduce(&g, .select(cell), now: d.now)
      d.state.game = g
      last = d.type(String(solution[cell]))
    }
    #expect(d.state.game.solved)
    guard case .recordCompletion(_, 0, 0) = last.last else {
      Issue.record("expected a completion record, got \(last)")
      return
    }
    // The solved board stays in view; the panel tells the result.
    #expect(OverlayView.lines(d.state) == nil)
    #expect(PanelView.lines(d.state).contains("Solved!"))
    #expect(!PanelView.lines(d.state).contains("New best for Medium!"))
    // The loop answers the record with `.newBest` when it is the fastest of its level.
    d.send(.newBest)
    #expect(PanelView.lines(d.state).contains("New best for Medium!"))
    d.key(.enter)
    #expect(d.state.ui.screen == .newGame(selected: 1))
    d.send(.newPuzzle(givens: d.state.game.givens, solution: solution, difficulty: .hard))
    #expect(!d.state.play.newBest)
  }

  @Test func pauseStopsTheClockAndBlocksEdits() {
    var d = AppDriver()
    d.type("5")
    let elapsed = d.state.game.elapsed
    d.type("p")
    d.send(.tick, after: 10)
    d.type("x")
    #expect(d.state.game.digit(at: 40) == 5)
    #expect(d.state.game.elapsed - elapsed < 0.5)
    d.type("p")
    #expect(!d.state.game.paused)
  }

  @Test func resizeIsFollowed() {
    var d = AppDriver()
    d.send(.input(InputEvent.terminal(.size(columns: 30, rows: 10))))
    #expect(d.state.terminal.columns == 30)
    guard case .tooSmall = d.state.layout else {
      Issue.record("30x10 must be too small")
      return
    }
  }

  /// Keys typed at the "too small" screen never reach the hidden board, and its clock stops.
  @Test func aHiddenBoardTakesNoKeysAndItsClockStops() {
    var d = AppDriver()
    d.type("5x")  // the clock starts with the first move
    d.send(.tick, after: 5)
    #expect(d.send(.input(InputEvent.terminal(.size(columns: 30, rows: 10)))).contains(.save))
    #expect(d.state.game.paused && d.state.play.pausedByLayout)
    let elapsed = d.state.game.elapsed
    #expect(elapsed >= 5)
    d.type("1")  // r5c5 is 5: a mistake, were it placed
    d.type("k")
    d.type("x")
    d.type("H")
    d.send(.tick, after: 60)
    #expect(d.state.game.digit(at: 40) == 0)
    #expect(d.state.game.selection == 40)
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.game.hintsUsed == 0)
    #expect(d.state.game.elapsed == elapsed)
    d.send(.input(InputEvent.terminal(.size(columns: 100, rows: 32))))
    #expect(!d.state.game.paused && !d.state.play.pausedByLayout)
    d.send(.tick, after: 2)
    #expect(d.state.game.elapsed > elapsed)
    #expect(d.type("q").contains(.quit))
  }

  @Test func aGamePausedByThePlayerStaysPausedWhenTheBoardShowsAgain() {
    var d = AppDriver()
    d.type("p")
    d.send(.input(InputEvent.terminal(.size(columns: 30, rows: 10))))
    #expect(!d.state.play.pausedByLayout)
    d.send(.input(InputEvent.terminal(.size(columns: 100, rows: 32))))
    #expect(d.state.game.paused)
  }

  /// Help, statistics and the model view hide the board, so its clock stops behind them;
  /// a session recorded before that replays with the clock running, as it was played.
  @Test func theClockStopsWhileAScreenHidesTheBoard() {
    var d = AppDriver()
    d.send(.tick, after: 1)
    let start = d.state.game.elapsed
    let revision = d.state.game.revision
    d.type("?")
    d.send(.tick, after: 30)
    d.key(.escape)
    #expect(abs(d.state.game.elapsed - start - 0.1) < 1e-9, "the 30 s behind the help do not count")
    d.type("w")
    d.send(.tick, after: 30)
    d.type("w")
    d.send(.tick, after: 1)
    #expect(abs(d.state.game.elapsed - start - 1.2) < 1e-9)
    #expect(
      d.state.game.revision == revision && !d.state.game.paused, "no pause: a hint or ink stays current")

    var old = AppDriver()
    old.behaviour = .original
    old.type("?")
    old.send(.tick, after: 30)
    #expect(old.state.game.elapsed >= 30)
  }

  /// The settings and the menu stand over the board, so the clock stops behind them too (the menu's
  /// since issue 42, bug 7); a recording from before plays with the clock running behind the menu.
  @Test(arguments: ["O", "M"])
  func theClockStopsWhileTheSettingsOrTheMenuShow(_ key: String) {
    var d = AppDriver()
    d.send(.tick, after: 1)
    let start = d.state.game.elapsed
    d.type(key)
    d.send(.tick, after: 30)
    d.key(.escape)
    #expect(abs(d.state.game.elapsed - start - 0.1) < 1e-9, "the 30 s behind \(key) do not count")
    d.send(.tick, after: 2)
    #expect(abs(d.state.game.elapsed - start - 2.1) < 1e-9)
    var old = AppDriver()
    old.behaviour = .marking
    old.type("M")
    old.send(.tick, after: 30)
    #expect(old.state.game.elapsed >= 30)
  }

  /// H nudges, then shows the cells and the reasoning, then applies the step; one hint per step.
  @Test func aHintEscalatesFromANudgeToTheCellsToTheStep() throws {
    var d = AppDriver()
    d.type("H")
    let nudge = try #require(d.state.currentHint)
    #expect(nudge.stage == .nudge && nudge.cells.isEmpty)
    #expect(nudge.text == nudge.hint.nudge && nudge.text.hasPrefix("Look at "))
    #expect(d.state.game.hintsUsed == 1)
    d.type("H")
    let shown = try #require(d.state.currentHint)
    #expect(shown.stage == .cells && shown.text == shown.hint.explanation && !shown.cells.isEmpty)
    #expect(d.state.game.hintsUsed == 1)
    let placement = try #require(shown.hint.placement)
    #expect(d.type("H").contains(.save))
    #expect(d.state.game.digit(at: placement.cell) == placement.digit)
    #expect(d.state.currentHint == nil)
    #expect(d.state.game.hintsUsed == 1 && d.state.game.mistakes == 0)
    d.type("H")
    #expect(d.state.game.hintsUsed == 2)
  }

  @Test func theThirdPressErasesAWrongDigit() throws {
    var d = AppDriver()
    d.type("1")  // r5c5 is 5
    d.type("HH")
    #expect(d.state.currentHint?.hint == .wrongEntry(cell: 40, entered: 1))
    #expect(d.state.currentHint?.text == "r5c5 holds 1, but that is not its digit")
    d.type("H")
    #expect(d.state.game.digit(at: 40) == 0)
  }

  /// Tab and Shift+Tab visit the empty cells in reading order, wrapping; Home and End the row's ends.
  @Test func jumpKeysVisitEmptyCellsAndRowEnds() {
    var d = AppDriver()  // r5c5 (40): row 5 is 4..8.3..1
    d.key(.tab)
    #expect(d.state.game.selection == 42)
    d.key(.backTab)
    #expect(d.state.game.selection == 40)
    d.key(.backTab)
    #expect(d.state.game.selection == 38)
    d.key(.home)
    #expect(d.state.game.selection == 36)
    d.key(.end)
    #expect(d.state.game.selection == 44)
    d.key(.tab)  // r5c9 is given; r6c1 is given 7, r6c2 is empty
    #expect(d.state.game.selection == 46)
    for _ in 0..<3 { d.key(.down) }
    d.key(.end)
    #expect(d.state.game.selection == 80)
    d.key(.tab)  // r9c9 is given 9: wraps to r1c3, the first empty cell
    #expect(d.state.game.selection == 2)
  }

  @Test func thePausedReminderGoesWhenTheGameResumes() {
    var d = AppDriver()
    d.type("p")
    d.type("5")
    #expect(d.state.ui.message?.text == App.rejectionText(.paused))
    d.type("p")
    #expect(d.state.ui.message == nil)
  }

  /// Pause is a screen in front of the board, and closes as the others do: Esc, Enter, Space and a
  /// click resume the game as p does, each once.
  @Test(arguments: ["escape", "enter", "space", "click"])
  func theKeysThatCloseAScreenResumeAPausedGame(_ way: String) throws {
    var d = AppDriver()
    let selection = d.state.game.selection
    d.type("p")
    #expect(d.state.game.paused)
    switch way {
    case "escape": d.key(.escape)
    case "enter": d.key(.enter)
    case "space": d.type(" ")
    default:
      guard case .fits(let p) = d.state.layout else { throw CheckFailure("the board fits") }
      let cell = p.rect(ofCell: 0)
      d.mouse(.left, .press, column: cell.x, row: cell.y)
      d.mouse(.left, .release, column: cell.x, row: cell.y)
    }
    #expect(!d.state.game.paused, "\(way) resumes")
    #expect(d.state.game.selection == selection, "the click only resumes: it selects nothing")
    d.key(.escape)
    #expect(!d.state.game.paused, "and does not pause again")
  }

  /// Sessions recorded before took only p, and replay so.
  @Test func recordingsFromBeforeResumeOnlyWithP() {
    var d = AppDriver()
    d.behaviour = .clicksOnGridLines
    d.type("p")
    d.key(.escape)
    d.key(.enter)
    d.type(" ")
    #expect(d.state.game.paused)
    d.type("p")
    #expect(!d.state.game.paused)
  }
}

/// A replay file can put any text into the notice and stats messages; the game shows it spelled out.
@Suite struct HostileMessageTests {
  static let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[?1000l\u{9B}2J"

  @Test func aNoticeIsShownEscaped() {
    var d = AppDriver()
    _ = d.send(.notice("bad " + Self.hostile))
    #expect(d.state.ui.message?.text == #"bad \u{1B}]0;PWNED\u{07}\u{1B}[?1000l\u{9B}2J"#)
  }

  @Test func statsTextKeepsItsLinesAndLosesItsControls() {
    var d = AppDriver()
    _ = d.send(.statsText("Level\n" + Self.hostile))
    #expect(d.state.ui.screen == .stats("Level\n" + #"\u{1B}]0;PWNED\u{07}\u{1B}[?1000l\u{9B}2J"#))
  }
}
