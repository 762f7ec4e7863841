import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// `f 4` over a cell with notes 4 and 6: the 4 stands out from the 6 in every theme, in monochrome by
/// what a terminal with only bold, underline and reverse (xterm-mono) shows.
@Suite struct HighlightedNoteTests {
  static let shown: Style.Attributes = [.bold, .underline, .reverse]

  @Test(arguments: [ColorMode.monochrome, .ansi8, .ansi16, .ansi256], [false, true])
  func theHighlightedDigitsNoteStandsOut(mode: ColorMode, selected: Bool) throws {
    var d = AppDriver()
    let cell = 2
    d.state.game.selection = cell
    d.type("n46n")
    #expect(d.state.game.notes[cell] == DigitSet([4, 6]))
    if !selected { d.state.game.selection = 3 }
    d.type("f4")
    let look = Look(theme: Theme.standard(for: mode), glyphs: .unicode)
    let screen = AppView.render(d.state, look)
    guard case .fits(let p) = d.state.layout else { throw CheckFailure("the board fits") }
    let rect = p.rect(ofCell: cell)
    var styles: [String: Style] = [:]
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX where ["4", "6"].contains(screen[x, y].text) {
        styles[screen[x, y].text] = screen[x, y].style
      }
    }
    let four = try #require(styles["4"])
    let six = try #require(styles["6"])
    if mode == .monochrome {
      #expect(four.attributes.intersection(Self.shown) != six.attributes.intersection(Self.shown))
    } else {
      #expect(four != six)
    }
  }
}
