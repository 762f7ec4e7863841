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
    #expect(try cellText(2, d) == "(4)")
    d.type("f3")
    #expect(try cellText(2, d) == "·3…")
    #expect(try cellText(2, d, ascii: true) == ":3+")
    d.type("f0")
    notes("2", in: 11, &d)
    #expect(try cellText(11, d, ascii: true) == ":2 ", "no minus sign in ASCII")
  }
}
