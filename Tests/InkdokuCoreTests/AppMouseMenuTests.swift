import InkdokuReplay
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// A player with only a mouse does everything (issue 35): the `Menu` button and its lines, clicks on the
/// screens in front of the board, the number pad in a narrow window, and the wheel over a cell.
@Suite struct AppMouseMenuTests {
  private func clickMenuButton(_ d: inout AppDriver) throws {
    let placement = try #require(d.state.layout.placement)
    let button = App.menuButton(placement, columns: d.state.terminal.columns)
    d.click(ScreenPoint(x: button.x, y: button.y))
  }

  /// Clicks the overlay line that holds `text`, where the screen draws it.
  private func click(line text: String, _ d: inout AppDriver) throws {
    let point = try #require(d.state.overlayPoint(ofLineHolding: text), "\(text)")
    #expect(d.screen.text(row: point.y).contains(text), "drawn where it is clicked")
    d.click(point)
  }

  private func opened(_ item: MenuItem, columns: Int = 80, rows: Int = 24) throws -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: .auto))
    d.type("4")  // progress, so new game and restart ask
    try clickMenuButton(&d)
    #expect(d.state.ui.screen == .menu(selected: .newGame))
    try click(line: item.label(d.state), &d)
    return d
  }

  /// The button is on screen at every width the board fits, beside the writing pad at 80×24, and the
  /// whole menu shows over the board there.
  @Test(arguments: [(80, 24), (60, 24), (37, 23), (120, 50)])
  func theMenuButtonAndTheWholeMenuShow(columns: Int, rows: Int) throws {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: .auto))
    let bar = d.screen.text(row: rows - 1)
    #expect(bar.hasSuffix(App.menuLabel) && bar.contains("? help"), "\(bar)")
    try clickMenuButton(&d)
    let shown = (0..<rows).map { d.screen.text(row: $0) }.joined(separator: "\n")
    for item in MenuItem.allCases {
      #expect(shown.contains(item.label(d.state)), "\(columns)×\(rows): \(item)")
    }
    try clickMenuButton(&d)
    #expect(d.state.ui.screen == .playing)
  }

  @Test func everyLineDoesWhatItsKeyDoes() throws {
    #expect(try opened(.pause).state.game.paused)
    #expect(try opened(.undo).state.game.digit(at: 40) == 0)
    var redo = try opened(.undo)
    try clickMenuButton(&redo)
    try click(line: MenuItem.redo.label(redo.state), &redo)
    #expect(redo.state.game.digit(at: 40) == 4)
    #expect(try opened(.hint).state.game.hintsUsed == 1)
    #expect(try opened(.notes).state.game.mode == .notes)
    #expect(try opened(.fillCandidates).state.game.notes.contains { !$0.isEmpty })
    #expect(try opened(.highlight).state.play.digitAwaited == .highlight)
    #expect(try opened(.share).state.ui.screen == .share)
    #expect(try opened(.settings).state.ui.screen == .settings(selected: .check))
    #expect(try opened(.stats).effects.contains(.showStats))
    #expect(try opened(.help).state.ui.screen == .help(top: 0))
    #expect(try opened(.quit).state.ui.quitRequested)
    #expect(try opened(.pad).state.isPadShown == false)
    #expect(try opened(.candidates).state.ui.showsCandidates)
    var coloured = try opened(.colourCell)
    #expect(coloured.state.game.colours[40] != .none)
    try clickMenuButton(&coloured)
    try click(line: MenuItem.clearColours.label(coloured.state), &coloured)
    #expect(coloured.state.game.colours[40] == .none)
  }

  @Test func aNewGameIsChosenByClicks() throws {
    var d = try opened(.newGame)
    #expect(d.state.ui.screen == .confirmNewGame)
    try click(line: OverlayView.yesLine, &d)
    #expect(d.state.ui.screen == .newGame(selected: 1))
    try click(line: "3  ", &d)
    #expect(d.effects.contains(.generatePuzzle(.hard)))
  }

  @Test func restartAsksThenKeepsTheGivensOnly() throws {
    var d = try opened(.restart)
    #expect(d.state.ui.screen == .confirmRestart)
    try click(line: OverlayView.noLine, &d)
    #expect(d.state.ui.screen == .playing && d.state.game.digit(at: 40) == 4)
    d.type("R")
    try click(line: OverlayView.yesLine, &d)
    #expect(d.state.game.digit(at: 40) == 0 && d.state.game.board == d.state.game.givens)
  }

  @Test func aClickClosesAScreenToRead() throws {
    var d = try opened(.help)
    d.click(ScreenPoint(x: 1, y: 1))
    #expect(d.state.ui.screen == .playing)
  }

  @Test func theMistakeLimitScreenTakesClicks() throws {
    var state = AppFixture.state(columns: 80, rows: 24)
    state.settings.rules.mistakeLimit = 1
    var d = AppDriver(state)
    d.send(.newPuzzle(givens: state.game.givens, solution: state.game.solution, difficulty: .medium))
    d.type("1")
    #expect(d.state.ui.screen == .tooManyMistakes)
    try click(line: App.restartLine, &d)
    #expect(d.state.ui.screen == .playing && d.state.game.mistakes == 0)
  }

  @Test func aClickBesideASolvedBoardAsksForTheNextGame() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    let solution = Array(AppFixture.solution)
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      _ = Game.reduce(
        &d.state.game, .place(digit: solution[cell].wholeNumberValue!, cell: cell, mode: .normal), now: 1)
    }
    #expect(d.state.game.solved)
    d.click(ScreenPoint(x: 0, y: 23))
    #expect(d.state.ui.screen == .newGame(selected: 1))
  }

  /// Issue 35, bug 7: at 60 columns the panel goes under the board, and the number pad with it.
  @Test func at60ColumnsTheNumberPadStaysUnderTheBoard() throws {
    var d = AppDriver(AppFixture.state(columns: 60, rows: 24, pad: .auto))
    let placement = try #require(d.state.layout.placement)
    #expect(placement.panelSide == .bottom)
    let area = try #require(placement.numberPad)
    #expect(area.y > placement.board.maxY - 1 && area.maxY <= placement.hintBarRow)
    let rect = try #require(NumberPad(in: area)?.items.first { $0.item == .digit(5) }?.rect)
    d.click(ScreenPoint(x: rect.x, y: rect.y))
    #expect(d.state.game.digit(at: 40) == 5)
    #expect(d.screen.text(row: placement.panel.y).contains("Medium"))
  }

  @Test func theWheelOverACellSelectsItAndTurnsTheDigitAClickPutsThere() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    let cell = try #require(d.state.layout.placement).rect(ofCell: 2)  // r1c3, empty
    d.mouse(.wheelUp, .press, column: cell.x, row: cell.y)
    d.mouse(.wheelUp, .press, column: cell.x, row: cell.y)
    #expect(d.state.game.selection == 2 && d.state.play.finger == .place(2, once: true))
    #expect(d.state.game.digit(at: 2) == 0, "turning places nothing")
    #expect(d.screen.text(row: 23).hasPrefix("2 on the wheel, once: click an empty cell · here: none"))
    d.click(ScreenPoint(x: cell.x, y: cell.y))
    #expect(d.state.game.digit(at: 2) == 2)
    // Issue 42, bug 5: the wheel's digit is let go once placed, so the next click on an empty cell
    // (r1c4) selects it, and counts no mistake.
    #expect(d.state.play.finger == .select)
    let (next, mistakes) = (try #require(d.state.layout.placement).rect(ofCell: 3), d.state.game.mistakes)
    d.click(ScreenPoint(x: next.x, y: next.y))
    #expect(
      d.state.game.selection == 3 && d.state.game.digit(at: 3) == 0 && d.state.game.mistakes == mistakes)
  }

  /// Issue 42, bug 2: "Highlight a digit…" from the menu, answered on the number pad with an empty cell
  /// selected, picks the digit as the key would, and places nothing.
  @Test func theMenusHighlightAnsweredOnTheNumberPadPlacesNothing() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24, pad: .auto))  // r5c5, empty, selected
    try clickMenuButton(&d)
    try click(line: MenuItem.highlight.label(d.state), &d)
    #expect(d.state.play.finger == .ask(.highlight, picked: nil))
    let area = try #require(d.state.layout.placement?.numberPad)
    let six = try #require(NumberPad(in: area)?.items.first { $0.item == .digit(6) }?.rect)
    d.click(ScreenPoint(x: six.x, y: six.y))
    #expect(d.state.game.digit(at: 40) == 0 && d.state.game.mistakes == 0)
    #expect(d.state.play.finger == .place(6, once: false) && d.state.highlightedDigit == 6)
    #expect(d.screen.text(row: 23).hasPrefix("6 picked: a click on an empty cell places it"))
  }

  /// Recordings from before: the button's place and the screens took no clicks.
  @Test func olderRecordingsIgnoreTheButton() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .padBesideFullBoard
    try clickMenuButton(&d)
    #expect(d.state.ui.screen == .playing)
    d.type("m")
    #expect(d.state.ui.screen == .playing)
  }
}
