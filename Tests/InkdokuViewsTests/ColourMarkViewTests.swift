import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// Colour marks on the board at 80×24 (one-row cells three wide) and on large cells: a background per
/// colour where there are colours, a sign per colour in the cell's first column where there are none,
/// and a coloured note in its colour's look. In the fixture r1c3 (cell 2) and r1c4 (cell 3) are empty,
/// r1c1 (cell 0) a given 5.
@Suite struct ColourMarkViewTests {
  /// What a terminal with only bold, underline and reverse shows (xterm-mono).
  static let shown: Style.Attributes = [.bold, .underline, .reverse]

  /// Cell 2 coloured a with notes 4 and 6 (6 coloured b), cell 3 coloured b with notes 1 2 7, the given
  /// 5 in cell 0 coloured c; the selection on r9c9, which sees none of them.
  private func driver(columns: Int, rows: Int) -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.state.game.selection = 2
    d.type("n46cm6m6")
    d.state.game.selection = 3
    d.type("127ccn")
    d.state.game.selection = 0
    d.type("ccc")
    d.state.game.selection = 80
    return d
  }

  private func render(_ d: AppDriver, _ mode: ColorMode) -> ScreenBuffer {
    AppView.render(d.state, Look(theme: Theme.standard(for: mode), glyphs: .unicode))
  }

  /// The middle row of `cell` as text.
  private func row(of cell: Int, _ screen: ScreenBuffer, _ d: AppDriver) throws -> [ScreenBuffer.Cell] {
    let rect = try #require(d.state.layout.placement).rect(ofCell: cell)
    return (rect.x..<rect.maxX).map { screen[$0, rect.y + rect.height / 2] }
  }

  @Test(arguments: [ColorMode.monochrome, .ansi8, .ansi16, .ansi256])
  func everyThemeHasALookForEveryColour(mode: ColorMode) {
    let theme = Theme.standard(for: mode)
    #expect(theme.colourMarks.count == CellColours.count)
    #expect(Set(theme.colourMarks).count == CellColours.count)
    #expect(theme.colourSigns.isEmpty || theme.colourSigns == CellColours.names)
  }

  @Test(arguments: [ColorMode.ansi16, .ansi256], [(80, 24), (120, 50)])
  func aColouredCellHasItsColoursBackground(mode: ColorMode, size: (Int, Int)) throws {
    let d = driver(columns: size.0, rows: size.1)
    let theme = Theme.standard(for: mode)
    #expect(theme.colourSigns.isEmpty)
    let screen = render(d, mode)
    let colours = { (style: Style) in [style.foreground, style.background] }
    for (cell, colour) in [(2, 0), (3, 1), (0, 2)] {
      let rect = try #require(d.state.layout.placement).rect(ofCell: cell)
      let mark = colours(theme.colourMarks[colour])
      #expect(colours(screen[rect.x, rect.y].style) == mark, "cell \(cell)")
      // At 80×24 the notes of r1c3 (a dot, 4 and the 6 in colour b) fill its three columns.
      if size != (80, 24) || cell != 2 {
        #expect(colours(screen[rect.maxX - 1, rect.maxY - 1].style) == mark, "cell \(cell)")
      }
    }
    let notes = try row(of: 2, screen, d).filter { $0.text == "4" || $0.text == "6" }
    if size == (80, 24) {
      #expect(notes.map(\.text) == ["4", "6"])
      #expect(notes[1].style == theme.colourMarks[1], "the 6 in colour b")
      #expect(notes[0].style != notes[1].style, "the 4 on the cell's a")
    }
    let given = try row(of: 0, screen, d).first { $0.text == "5" }
    #expect(given?.style.attributes.contains(.bold) == true, "a coloured given still reads as one")
  }

  /// Without colour, and in 8 colours, whose highlights leave no four backgrounds apart.
  @Test(arguments: [ColorMode.monochrome, .ansi8])
  func at80x24EachColourHasItsSign(mode: ColorMode) throws {
    let d = driver(columns: 80, rows: 24)
    let screen = render(d, mode)
    #expect(try row(of: 2, screen, d).map(\.text).joined() == "a2n", "two notes beside a sign: not a number")
    #expect(
      try row(of: 3, screen, d).map(\.text).joined() == "b3n",
      "three notes beside a sign: their count, not the share format's +3")
    #expect(try row(of: 0, screen, d).map(\.text).joined() == "c5 ")
    let notes = try row(of: 2, render(withoutTheFour(d), mode), d)
    #expect(notes.map(\.text).joined() == "a·6")
    #expect(
      notes[2].style.attributes.intersection(Self.shown)
        != notes[1].style.attributes.intersection(Self.shown),
      "the coloured 6 stands out from the dot")
  }

  /// Cell 2 with its coloured 6 alone: one note beside a sign shows as itself.
  private func withoutTheFour(_ d: AppDriver) -> AppDriver {
    var d = d
    d.state.game.selection = 2
    d.type("n4n")
    d.state.game.selection = 80
    return d
  }

  @Test func onLargeCellsTheSignLeavesTheNotesInPlace() throws {
    let d = driver(columns: 120, rows: 50)
    let screen = render(d, .monochrome)
    let rect = try #require(d.state.layout.placement).rect(ofCell: 3)
    #expect(rect.height >= 3)
    let middle = try row(of: 3, screen, d).map(\.text).joined()
    #expect(middle.hasPrefix("b"))
    let top = (rect.x..<rect.maxX).map { screen[$0, rect.y + (rect.height - 3) / 2].text }.joined()
    #expect(top.contains("1 2"), "the keypad positions stay")
  }

  /// The selection is reversed without colour: a coloured note there is drawn the other way round.
  @Test func aColouredNoteStandsOutInTheSelectionWithoutColour() throws {
    var d = withoutTheFour(driver(columns: 80, rows: 24))
    d.state.game.selection = 2
    let notes = try row(of: 2, render(d, .monochrome), d)
    #expect(notes[1].style.attributes.contains(.reverse))
    #expect(!notes[2].style.attributes.contains(.reverse))
  }

  @Test func thePanelNamesTheSelectedCellsColours() {
    var d = driver(columns: 100, rows: 32)
    d.state.game.selection = 2
    let all = (0..<d.screen.height).map { d.screen.text(row: $0) }.joined(separator: "\n")
    #expect(all.contains("r1c3: notes 4 6 · colour a 6b"))
  }
}
