import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// At 80×24 a cell is one row of three characters. Read as text alone (monochrome, no attributes), a
/// note never looks like a placed digit and two notes never look like a number or a sum.
@Suite struct CompactNotesTests {
  /// r1c3 and r1c4 are empty in the fixture.
  private func cellText(_ cell: Int, _ d: AppDriver, ascii: Bool = false) throws -> String {
    guard case .fits(let placement) = d.state.layout else { throw CheckFailure("the board fits") }
    let rect = placement.rect(ofCell: cell)
    #expect(rect.width == 3 && rect.height == 1)
    let look = Look(theme: Theme.standard(for: .monochrome), glyphs: ascii ? .ascii : .unicode)
    let screen = AppView.render(d.state, look)
    return (rect.x..<rect.maxX).map { screen[$0, rect.y].text }.joined()
  }

  private func notes(_ digits: String, in cell: Int, _ d: inout AppDriver) {
    d.state.game.selection = cell
    d.type("n\(digits)n")
  }

  @Test func notesStartWithADotAndNeverLookLikeADigit() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.state.game.selection = 3
    d.type("6")
    #expect(try cellText(3, d) == " 6 ", "a placed digit")
    notes("7", in: 2, &d)
    #expect(try cellText(2, d) == "·7 ")
    notes("3", in: 2, &d)
    #expect(try cellText(2, d) == "·37")
    notes("12", in: 2, &d)
    #expect(try cellText(2, d) == "·4n", "a count in brackets read as a digit held")
    d.type("f3")
    #expect(try cellText(2, d) == "·3…")
    #expect(try cellText(2, d, ascii: true) == ":3+")
    d.type("f5")
    #expect(try cellText(2, d) == "·4n", "with 5 highlighted and not among them")
    d.type("f0")
    notes("2", in: 11, &d)
    #expect(try cellText(11, d, ascii: true) == ":2 ", "no minus sign in ASCII")
  }

  /// Wherever a cell is larger than one row, a lone note, whichever it is, is drawn away from the middle,
  /// where a placed digit is: the two differ by place, not only by shade.
  @Test(arguments: [(60, 24), (80, 30), (100, 30), (120, 50), (160, 50), (200, 60)])
  func aLoneNoteNeverSitsWhereADigitDoes(size: (Int, Int)) throws {
    var d = AppDriver(AppFixture.state(columns: size.0, rows: size.1))
    let placement = try #require(d.state.layout.placement)
    let rect = placement.rect(ofCell: 2)
    guard rect.height > 1 else { return }
    let look = Look(theme: Theme.standard(for: .monochrome), glyphs: .unicode)
    d.state.game.selection = 3
    d.type("6")
    let digit = AppView.render(d.state, look)
    let digitRect = placement.rect(ofCell: 3)
    let middle = (x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    #expect(digit[digitRect.x + digitRect.width / 2, digitRect.y + digitRect.height / 2].text == "6")
    for note in 1...9 {
      d.state.game.selection = 2
      d.type("n\(note)n")
      let screen = AppView.render(d.state, look)
      let drawn = (rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { (x: $0, y: y) } }
        .filter { screen[$0.x, $0.y].text == String(note) }
      #expect(drawn.count == 1, "note \(note) at \(size)")
      #expect(drawn.first.map { $0 != middle } == true, "note \(note) at \(size): in the digit's place")
      d.type("n\(note)n")
    }
  }
}
