import InkdokuReplay
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Mouse-only play: the number pad, picking a digit, the wheel, and the digit highlighted with its notes.
/// In the fixture r1c3 is empty (its solution 4) and r1c1 holds the given 5.
@Suite struct AppNumberPadTests {
  private func click(_ item: NumberPadItem, _ d: inout AppDriver) throws {
    let area = try #require(d.state.layout.placement?.numberPad)
    let rect = try #require(NumberPad(in: area)?.items.first { $0.item == item }?.rect)
    d.click(ScreenPoint(x: rect.x, y: rect.y))
  }

  private func click(cell: Int, _ d: inout AppDriver) throws {
    let rect = try #require(d.state.layout.placement).rect(ofCell: cell)
    d.click(ScreenPoint(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2))
  }

  private func text(_ screen: ScreenBuffer) -> String {
    (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test func at80x24ThePadsShareTheSpaceRightOfTheBoard() throws {
    let d = AppDriver(AppFixture.state(columns: 80, rows: 24, pad: .always))
    let placement = try #require(d.state.layout.placement)
    let pad = try #require(placement.pad)
    let numbers = try #require(placement.numberPad)
    #expect(numbers.y == pad.maxY && numbers.maxY <= placement.hintBarRow && numbers.x == pad.x)
    let shown = text(d.screen)
    #expect(shown.contains("Left 1 2 3 4 5 6 7 8 9  notes erase"))
    #expect(shown.contains("undo  hint"))
  }

  @Test(arguments: [(100, 32), (120, 40), (80, 24)])
  func everyItemTakesItsClicksWhereItIsDrawn(columns: Int, rows: Int) throws {
    let d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: .auto))
    let area = try #require(d.state.layout.placement?.numberPad)
    let pad = try #require(NumberPad(in: area))
    let screen = d.screen
    #expect(pad.items.count == 13)
    for (item, rect) in pad.items {
      #expect(
        screen.text(row: rect.y).dropFirst(rect.x).hasPrefix(item.label), "\(item) at \(columns)×\(rows)")
      #expect(pad.item(at: ScreenPoint(x: rect.x, y: rect.y)) == item)
    }
  }

  @Test func aDigitClickedGoesToTheSelectedEmptyCell() throws {
    var d = AppDriver()
    try click(cell: 2, &d)
    try click(.digit(4), &d)
    #expect(d.state.game.digit(at: 2) == 4 && d.state.play.chosenDigit == nil)
  }

  @Test func withAFilledCellSelectedADigitIsPickedAndClicksPlaceIt() throws {
    var d = AppDriver()
    try click(cell: 0, &d)  // the given 5
    try click(.digit(4), &d)
    #expect(d.state.play.chosenDigit == 4 && d.state.highlightedDigit == 4)
    try click(cell: 2, &d)
    #expect(d.state.game.digit(at: 2) == 4 && d.state.game.selection == 2)
    try click(cell: 1, &d)  // a given: selected, unchanged
    #expect(d.state.game.digit(at: 1) == 3 && d.state.game.selection == 1)
    try click(.digit(4), &d)
    #expect(d.state.play.chosenDigit == nil)
    try click(cell: 3, &d)
    #expect(d.state.game.digit(at: 3) == 0)
  }

  @Test func theActionsAreTheirKeys() throws {
    var d = AppDriver()
    try click(cell: 2, &d)
    try click(.notes, &d)
    #expect(d.state.game.mode == .notes)
    try click(.digit(4), &d)
    try click(.digit(6), &d)
    #expect(d.state.game.notes[2] == DigitSet([4, 6]))
    try click(.erase, &d)
    #expect(d.state.game.notes[2].isEmpty)
    try click(.undo, &d)
    #expect(d.state.game.notes[2] == DigitSet([4, 6]))
    try click(.hint, &d)
    #expect(d.state.ui.hint != nil && d.state.game.hintsUsed == 1)
  }

  @Test func theWheelStepsThePickedDigit() throws {
    var d = AppDriver()
    let rect = try #require(d.state.layout.placement).rect(ofCell: 40)
    var seen: [Int?] = []
    // Up counts up, as a spin box does (issue 42, bug 5).
    for _ in 0..<3 {
      d.mouse(.wheelUp, .press, column: rect.x, row: rect.y)
      seen.append(d.state.play.chosenDigit)
    }
    d.mouse(.wheelDown, .press, column: rect.x, row: rect.y)
    seen.append(d.state.play.chosenDigit)
    for _ in 0..<3 { d.mouse(.wheelDown, .press, column: rect.x, row: rect.y) }
    seen.append(d.state.play.chosenDigit)
    #expect(seen == [1, 2, 3, 2, 9])
  }

  @Test func fThenADigitHighlightsItAndItsNotes() throws {
    var d = AppDriver()
    d.state.game.selection = 2
    d.type("n4n")  // a note 4 in r1c3
    d.state.game.selection = 80
    d.type("f4")
    #expect(d.state.play.chosenDigit == 4)
    let placement = try #require(d.state.layout.placement)
    let screen = d.screen
    let theme = AppFixture.look.theme
    let noteCell = placement.rect(ofCell: 2)
    let noteStyles = (noteCell.x..<noteCell.maxX).flatMap { x in
      (noteCell.y..<noteCell.maxY).compactMap { y in screen[x, y].text == "4" ? screen[x, y].style : nil }
    }
    #expect(noteStyles == [theme.noteMatch])
    let four = (0..<81).first { d.state.game.digit(at: $0) == 4 }!
    let fourCell = placement.rect(ofCell: four)
    #expect(screen[fourCell.x, fourCell.y].style == theme.sameDigit)
    d.type("f0")
    #expect(d.state.play.chosenDigit == nil)
    d.type("f7")
    d.key(.escape)
    #expect(d.state.play.chosenDigit == nil)
  }

  @Test func sessionsRecordedBeforePickingIgnoreItsKeysAndClicks() throws {
    var d = AppDriver()
    d.behaviour = .clockStopsBehindScreens
    d.type("f4")
    #expect(d.state.play.chosenDigit == nil && d.state.game.digit(at: d.state.game.selection) == 4)
    try click(cell: 0, &d)
    try click(.digit(4), &d)
    #expect(d.state.play.chosenDigit == nil)
  }

  @Test func aPlayerWithOnlyAMouseFinishesAGame() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24, pad: .auto))
    let solution = Array(AppFixture.solution)
    for cell in 0..<81 where d.state.game.digit(at: cell) == 0 {
      try click(cell: cell, &d)
      try click(.digit(solution[cell].wholeNumberValue!), &d)
    }
    #expect(d.state.game.solved)
  }
}
