import InkdokuTestSupport
import Preferences
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Every state a cell can be in, as a terminal without colour shows it: xterm-mono draws bold, underline
/// and reverse and nothing else (no dim, no italic), so two states that differ only in those look alike.
@Suite struct MonochromeLookTests {
  /// In the fixture r1c1 is a given 5, r1c2 a given 3; r1c3 (a 4) and r1c4 (a 6) are empty.
  private func driver(columns: Int, rows: Int) -> AppDriver {
    let rules = GameRules(check: .conflicts, mistakeLimit: 0)
    let game = GameState(
      givens: Grid(line: AppFixture.puzzle)!, solution: Grid(line: AppFixture.solution)!,
      difficultyLabel: "medium", rules: rules)!
    return AppDriver(
      AppState(game: game, columns: columns, rows: rows, settings: PlaySettings(rules: rules, pad: .off)))
  }

  /// The middle row of a cell as xterm-mono shows it, the digit itself replaced by `#` so that states
  /// are compared, not digits: each character with the attributes the terminal can draw.
  private func look(of cell: Int, _ d: AppDriver) -> String {
    guard case .fits(let placement) = d.state.layout else { return "no board" }
    let rect = placement.rect(ofCell: cell)
    let screen = d.screen
    let shown: Style.Attributes = [.bold, .underline, .reverse]
    return (rect.x..<rect.x + rect.width).map { x in
      let cell = screen[x, rect.y + rect.height / 2]
      let text = cell.text.first?.isNumber == true ? "#" : cell.text
      return "\(text)\(cell.style.attributes.intersection(shown).rawValue)"
    }.joined(separator: "|")
  }

  private func select(_ cell: Int, _ d: inout AppDriver) { d.state.game.selection = cell }

  @Test(arguments: [(80, 24), (100, 32)])
  func everyStateLooksDifferentWithoutColour(columns: Int, rows: Int) {
    var d = driver(columns: columns, rows: rows)
    var looks: [(String, String)] = []
    // r1c4: an entry that clashes with nothing; r1c3: a 5 clashing with the given 5 in r1c1.
    select(3, &d)
    d.type("6")
    select(2, &d)
    d.type("5")
    d.state.game.notes[8] = DigitSet([7])
    // The selection on an empty cell that sees none of them.
    select(77, &d)
    looks += [
      ("given", look(of: 1, d)), ("entry", look(of: 3, d)), ("clashing entry", look(of: 2, d)),
      ("clashed given", look(of: 0, d)), ("note", look(of: 8, d)), ("selected empty cell", look(of: 77, d)),
    ]
    d.state.pencil.flash = Flash(cell: 1, until: .infinity)
    looks.append(("hinted given", look(of: 1, d)))
    d.state.pencil.flash = Flash(cell: 3, until: .infinity)
    looks.append(("hinted entry", look(of: 3, d)))
    d.state.pencil.flash = nil
    select(1, &d)
    looks.append(("selected given", look(of: 1, d)))
    select(3, &d)
    looks.append(("selected entry", look(of: 3, d)))
    select(2, &d)
    looks += [("selected clashing entry", look(of: 2, d)), ("clashed given, same digit", look(of: 0, d))]
    // The 3 of r1c2 and the 6 entered in r1c4 seen from another cell holding the same digit.
    select(Self.cellHolding(3, besides: 1, d), &d)
    looks.append(("given, same digit", look(of: 1, d)))
    select(Self.cellHolding(6, besides: 3, d), &d)
    looks.append(("entry, same digit", look(of: 3, d)))

    for (i, (name, shown)) in looks.enumerated() {
      for (other, otherShown) in looks[(i + 1)...] {
        #expect(shown != otherShown, "\(name) and \(other) look alike: \(shown)")
      }
    }
    #expect(looks.allSatisfy { $0.1 != "no board" })
  }

  @Test func aClashedGivenStaysBoldAndBothCarryTheMarkSign() {
    var d = driver(columns: 80, rows: 24)
    select(2, &d)
    d.type("5")
    select(77, &d)
    #expect(look(of: 0, d).contains("#\(Style.Attributes([.bold, .underline]).rawValue)|!"))
    #expect(look(of: 2, d).contains("#\(Style.Attributes.underline.rawValue)|!"))
  }

  private static func cellHolding(_ digit: Int, besides cell: Int, _ d: AppDriver) -> Int {
    (0..<81).first { $0 != cell && d.state.game.digit(at: $0) == digit }!
  }
}
