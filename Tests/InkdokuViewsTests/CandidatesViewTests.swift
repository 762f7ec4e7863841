import InkdokuReplay
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// `v` shows every cell's candidates in place of the board, readable at 80×24 in monochrome.
@Suite struct CandidatesViewTests {
  private func text(_ rect: ScreenRect, row: Int, _ screen: ScreenBuffer) -> String {
    (rect.x..<rect.maxX).map { screen[$0, rect.y + row].text }.joined()
  }

  @Test func everyCellsCandidatesShowInTheirPlacesAt80x24() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24, pad: .auto))
    d.type("A")
    d.state.game.selection = 11
    d.type("v")
    #expect(d.state.ui.showsCandidates)
    let view = try #require(d.state.candidatesPlacement)
    let screen = d.screen
    let origin = ScreenPoint(x: view.view.x, y: view.view.y)
    #expect(view.view.maxX <= 80 && view.view.maxY <= 23)
    // r1c1 holds a given 5; r1c3 has candidates 1 2 4; r2c3 2 4 7.
    let given = view.rect(ofCell: 0)
    #expect(text(given, row: 0, screen) == " [5] " && text(given, row: 1, screen) == "     ")
    #expect(screen[given.x + 2, given.y].style.attributes.contains(.bold))
    let r1c3 = view.rect(ofCell: 2)
    #expect(text(r1c3, row: 0, screen) == "12 4 " && text(r1c3, row: 1, screen) == "     ")
    let r2c3 = view.rect(ofCell: 11)
    #expect(text(r2c3, row: 0, screen) == " 2 4 " && text(r2c3, row: 1, screen) == " 7   ")
    #expect(screen[r2c3.x + 1, r2c3.y].style.attributes.contains(.reverse), "the selection")
    #expect(screen.cursor == ScreenPoint(x: r2c3.x + 2, y: r2c3.y))
    #expect(
      text(ScreenRect(x: 0, y: 23, width: 80, height: 1), row: 0, screen).hasPrefix(CandidatesView.barText))
    // Around and between the boxes the heavy lines, between the cells of a box light ones.
    #expect(screen[origin.x, origin.y].text == "┏" && screen[origin.x + 18, origin.y + 1].text == "┃")
    #expect(screen[r1c3.x - 1, r1c3.y].text == "│" && screen[r1c3.maxX, r1c3.y + 1].text == "┃")
  }

  /// Issue 42, bug 3: H in the view tells its hint there, the bar its words and the view its cells.
  @Test func aHintIsToldInTheView() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("vH")
    let nudge = try #require(d.state.currentHint)
    #expect(d.screen.text(row: 23).hasPrefix("Hint: "), "the nudge's words, not the view's reminder")
    d.type("H")
    let hint = try #require(d.state.currentHint)
    #expect(hint.stage == .cells && nudge.hint == hint.hint && d.state.ui.showsCandidates)
    let view = try #require(d.state.candidatesPlacement)
    for cell in hint.cells where cell != d.state.game.selection {
      let rect = view.rect(ofCell: cell)
      #expect(
        d.screen[rect.x, rect.y].style == AppFixture.look.theme.hintHighlight,
        "r\(cell / 9 + 1)c\(cell % 9 + 1)")
    }
  }

  /// Issue 42, bug 4: colour marks show in the view, a coloured cell in its colour or, in monochrome,
  /// with its colour's sign in its free corner; a coloured note in its colour.
  @Test func colourMarksShowInTheView() throws {
    for look in [AppFixture.look, Look(theme: Theme.standard(for: .ansi256), glyphs: .unicode)] {
      var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
      d.type("A")
      d.state.game.selection = 2  // r1c3: notes 1 2 4
      d.type("c")
      d.state.game.selection = 11  // r2c3: notes 2 4 7
      d.type("m4")
      d.state.game.selection = 40
      d.type("v")
      let view = try #require(d.state.candidatesPlacement)
      let screen = AppView.render(d.state, look)
      let r1c3 = view.rect(ofCell: 2)
      let r2c3 = view.rect(ofCell: 11)
      let plainNote = screen[r2c3.x + 1, r2c3.y].style
      #expect(screen[r2c3.x + 3, r2c3.y].style != plainNote, "the note 4 in its colour")
      if look.theme.colourSigns.isEmpty {
        #expect(screen[r1c3.x, r1c3.y].style != Style.plain, "the cell in its colour")
      } else {
        #expect(screen[r1c3.maxX - 1, r1c3.maxY - 1].text == String(look.theme.colourSigns[0]))
      }
    }
  }

  @Test func theKeysPlayOnInTheViewAndEscOrAClickGoesBack() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("A")
    d.state.game.selection = 2
    d.type("v4")
    #expect(d.state.ui.showsCandidates && d.state.game.digit(at: 2) == 4)
    d.key(.escape)
    #expect(!d.state.ui.showsCandidates)
    d.type("v")
    d.click(ScreenPoint(x: 0, y: 10))
    #expect(!d.state.ui.showsCandidates && d.state.game.selection == 2, "a click beside only goes back")
    d.type("v")
    d.click(ScreenPoint(x: 2, y: 23))
    #expect(!d.state.ui.showsCandidates, "so does a click on the bar")
    d.type("cc")
    #expect(!d.state.ui.showsCandidates)
  }

  /// Issue 42: the view is a place to play: a click selects the cell under it, the number pad beside it
  /// places digits and notes, the wheel turns a cell's digit, and the facts show beside it.
  @Test func aClickSelectsInTheViewAndThePadBesideItPlays() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("Av")
    let view = try #require(d.state.candidatesPlacement)
    let r1c3 = view.rect(ofCell: 2)
    d.click(ScreenPoint(x: r1c3.x + 1, y: r1c3.y + 1))
    #expect(d.state.ui.showsCandidates && d.state.game.selection == 2)
    let pad = try #require(view.numberPad.flatMap { NumberPad(in: $0) })
    let four = try #require(pad.items.first { $0.item == .digit(4) }?.rect)
    d.click(ScreenPoint(x: four.x, y: four.y))
    #expect(d.state.game.digit(at: 2) == 4 && d.state.ui.showsCandidates)
    let notes = try #require(pad.items.first { $0.item == .notes }?.rect)
    let r2c3 = view.rect(ofCell: 11)
    d.click(ScreenPoint(x: r2c3.x, y: r2c3.y))
    d.click(ScreenPoint(x: notes.x, y: notes.y))
    let seven = try #require(pad.items.first { $0.item == .digit(7) }?.rect)
    d.click(ScreenPoint(x: seven.x, y: seven.y))
    #expect(d.state.game.selection == 11 && !d.state.game.notes[11].contains(7), "note 7 taken off")
    let shown = (0..<24).map { d.screen.text(row: $0) }.joined(separator: "\n")
    for fact in ["Time", "Mistakes", "Hints", "NOTES"] { #expect(shown.contains(fact), "\(fact)") }
    d.mouse(.wheelUp, .press, column: r1c3.x, row: view.rect(ofCell: 20).y)
    #expect(d.state.game.selection == 20 && d.state.ui.showsCandidates)
  }

  @Test func groupedCellsAreUnderlinedInTheView() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.state.game.selection = 2
    d.type("gv")
    let view = try #require(d.state.candidatesPlacement)
    let grouped = view.rect(ofCell: 2)
    let other = view.rect(ofCell: 3)
    #expect(d.screen[grouped.x + 4, grouped.y + 1].style.attributes.contains(.underline))
    #expect(!d.screen[other.x + 4, other.y + 1].style.attributes.contains(.underline))
  }

  @Test func whereTheViewDoesNotFitItSaysWhatItNeeds() {
    var d = AppDriver(AppFixture.state(columns: 60, rows: 20))
    d.type("v")
    #expect(!d.state.ui.showsCandidates)
    #expect(d.screen.text(row: 19).contains("need 55×23"))
  }

  @Test func aSessionRecordedBeforeTheViewTookClicksClosedItWithAny() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.type("v")
    let cell = try #require(d.state.candidatesPlacement).rect(ofCell: 30)
    d.click(ScreenPoint(x: cell.x, y: cell.y))
    #expect(!d.state.ui.showsCandidates && d.state.game.selection == AppFixture.state().game.selection)
  }

  /// At 80×24 with the writing pad the label is on the pad's bottom edge; without it, on the hint bar.
  @Test(arguments: [(80, 24, true), (80, 24, false), (100, 32, false)])
  func aClickOnTheLabelShowsTheView(columns: Int, rows: Int, withPad: Bool) throws {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: withPad ? .always : .off))
    guard case .fits(let placement) = d.state.layout else { throw CheckFailure("the board fits") }
    let label = try #require(CandidatesLabel.rect(d.state, placement))
    #expect(label.y == (withPad ? try #require(placement.pad).maxY - 1 : placement.hintBarRow))
    let shown = (label.x..<label.maxX).map { d.screen[$0, label.y].text }.joined()
    #expect(shown == CandidatesLabel.text)
    if !withPad {
      #expect(
        d.screen.text(row: placement.hintBarRow).contains("? help · q quit"), "the reminder keeps its ends")
    }
    d.mouse(.left, .press, column: label.x + 3, row: label.y)
    d.mouse(.left, .release, column: label.x + 3, row: label.y)
    #expect(d.state.ui.showsCandidates)
    #expect(CandidatesLabel.rect(d.state, placement) == nil, "the view covers it; any click closes")
  }

  @Test func solvingInTheViewGoesBackToTheSolvedBoard() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    for cell in 0..<81 where cell != 2 && !d.state.game.isGiven(cell) {
      d.state.game.entries[cell] = d.state.game.solution[cell]
    }
    d.state.game.selection = 2
    d.type("c4")
    #expect(d.state.game.solved && !d.state.ui.showsCandidates)
  }

  @Test func aSessionRecordedBeforeTheViewKeepsCAndTheLabelsPlaceForNothing() throws {
    var d = AppDriver(AppFixture.state(columns: 100, rows: 32))
    d.behaviour = .closingResumes
    d.type("v")
    guard case .fits(let placement) = d.state.layout else { throw CheckFailure("the board fits") }
    let label = try #require(CandidatesLabel.rect(d.state, placement))
    d.mouse(.left, .press, column: label.x, row: label.y)
    d.mouse(.left, .release, column: label.x, row: label.y)
    #expect(!d.state.ui.showsCandidates)
  }
}
