import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

@Suite struct AppViewTests {
  /// The side panel counts what is left of each digit and dims the complete ones.
  @Test func thePanelShowsHowManyOfEachDigitAreLeft() throws {
    let solution = try #require(Grid(line: AppFixture.solution))
    var givens = solution
    for cell in 0..<81 where solution[cell] == 5 { givens[cell] = 0 }  // every 5 left, the rest complete
    let game = try #require(GameState(givens: givens, solution: solution, difficultyLabel: "easy"))
    let d = AppDriver(AppState(game: game, columns: 100, rows: 32))
    let screen = d.screen
    let y = try #require(
      (0..<screen.height).first { screen.text(row: $0).contains("Left 1 2 3 4 5 6 7 8 9") })
    let x = try #require(screen.text(row: y).range(of: "Left 1")).lowerBound.utf16Offset(
      in: screen.text(row: y))
    #expect(screen.text(row: y + 1).dropFirst(x).hasPrefix("     0 0 0 0 9 0 0 0 0"))
    let dim = AppFixture.look.theme.dimText
    for digit in 1...9 {
      let column = x + 5 + 2 * (digit - 1)
      #expect((screen[column, y].style == dim) == (digit != 5), "digit \(digit)")
      #expect((screen[column, y + 1].style == dim) == (digit != 5), "count of \(digit)")
    }
    let start = AppDriver().screen
    let counts = (1...9).map { d in 9 - AppFixture.puzzle.filter { $0 == Character(String(d)) }.count }
    #expect(
      (0..<start.height).contains {
        start.text(row: $0).contains(counts.map(String.init).joined(separator: " "))
      })
  }

  @Test func boardIsDrawnCellByCell() throws {
    let d = AppDriver()
    let screen = d.screen
    guard case .fits(let placement) = d.state.layout else {
      Issue.record("100x32 must fit")
      return
    }
    let givens = try #require(Grid(line: AppFixture.puzzle))
    let theme = AppFixture.look.theme
    for cell in 0..<81 {
      let rect = placement.rect(ofCell: cell)
      let center = screen[rect.x + rect.width / 2, rect.y + rect.height / 2]
      if givens[cell] != 0 {
        #expect(center.text == String(givens[cell]), "cell \(Board.name(cell))")
        #expect(center.style.attributes.contains(.bold), "givens are bold in monochrome")
      } else {
        #expect(center.text == " ")
      }
    }
    // Corners and box lines.
    #expect(screen[placement.board.x, placement.board.y].text == "┏")
    #expect(screen[placement.board.maxX - 1, placement.board.maxY - 1].text == "┛")
    let boxLineColumn = placement.board.x + 3 * (placement.cellWidth + 1)
    #expect(screen[boxLineColumn, placement.board.y + 1].text == "┃")
    #expect(screen[placement.board.x + placement.cellWidth + 1, placement.board.y + 1].text == "│")
    // The selection is reversed and the cursor sits on it.
    let selected = placement.rect(ofCell: 40)
    #expect(screen[selected.x, selected.y].style.attributes.contains(.reverse))
    #expect(
      screen.cursor == ScreenPoint(x: selected.x + selected.width / 2, y: selected.y + selected.height / 2))
    #expect(screen[selected.x, selected.y].style == theme.selection)
  }

  /// The daily is labelled as such, with its date, beside the board and under it.
  @Test func theDailyIsLabelledWithItsDate() throws {
    for (columns, rows) in [(100, 32), (40, 40)] {
      var state = AppFixture.state(columns: columns, rows: rows)
      state.play.daily = try #require(CalendarDay(year: 2026, month: 12, day: 1))
      let screen = AppView.render(state, AppFixture.look)
      let all = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
      #expect(all.contains("Daily · Medium"), "\(columns)×\(rows)")
      #expect(all.contains("2026-12-01"), "\(columns)×\(rows)")
      #expect(!all.contains("Inkdoku · "), "\(columns)×\(rows)")
    }
  }

  /// The key reminder names the pencil and keeps help and quit on every width, giving up the least
  /// needed keys first.
  @Test func theKeyReminderFitsTheTerminal() {
    let wide = HintBar.keys(width: 200)
    #expect(wide.contains("drag: write a digit") && wide.contains("p pause") && wide.hasSuffix("q quit"))
    let narrow = HintBar.keys(width: 80)
    #expect(narrow.count <= 80)
    for kept in ["arrows move", "1-9 place", "drag: write a digit", "? help", "q quit"] {
      #expect(narrow.contains(kept), "\(kept)")
    }
    #expect(!narrow.contains("p pause"))
    let screen = AppView.render(AppFixture.state(columns: 80, rows: 24), AppFixture.look)
    #expect(screen.text(row: 23).contains("q quit"))
  }

  /// Down to the narrowest board, the reminder is never cut: shorter names first, then fewer items,
  /// and help and quit always whole.
  @Test(arguments: [false, true])
  func theKeyReminderIsNeverCut(pad: Bool) {
    for width in 37...90 {
      let keys = HintBar.keys(width: width, pad: pad)
      #expect(keys.count <= width, "\(width): \(keys)")
      #expect(keys.hasSuffix("? help · q quit"), "\(width): \(keys)")
    }
    #expect(HintBar.keys(width: 60, pad: true).contains("pad"), "the pad is named where it shows")
  }

  @Test func panelAndHintBar() {
    let d = AppDriver()
    let screen = d.screen
    let all = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
    #expect(all.contains("Inkdoku · Medium"))
    #expect(all.contains("Mode      NORMAL"))
    #expect(all.contains("r5c5: empty"))
    #expect(screen.text(row: screen.height - 1).hasPrefix("arrows move"))
  }

  @Test func wrongEntriesAndNotesLookDifferent() {
    var d = AppDriver()
    d.type("1")  // wrong at r5c5
    d.key(.left)
    d.key(.left)
    d.type("n12")
    guard case .fits(let placement) = d.state.layout else { return }
    let screen = d.screen
    let wrong = placement.rect(ofCell: 40)
    let wrongCell = screen[wrong.x + wrong.width / 2, wrong.y + wrong.height / 2]
    #expect(wrongCell.text == "1")
    #expect(wrongCell.style.attributes.contains(.underline))
    let notes = placement.rect(ofCell: 38)
    let row = screen.text(row: notes.y)
    #expect(row.contains("12"))
  }

  @Test func pauseHidesEveryDigit() {
    var d = AppDriver()
    d.type("p")
    let screen = d.screen
    guard case .fits(let placement) = d.state.layout else { return }
    for y in placement.board.y..<placement.board.maxY {
      let text = String(screen.text(row: y).dropFirst(placement.board.x).prefix(placement.board.width))
      #expect(!text.contains(where: { $0.isNumber }), "row \(y): \(text)")
    }
    #expect((0..<screen.height).contains { screen.text(row: $0).contains("Paused") })
  }

  @Test func tooSmallTerminal() {
    let d = AppDriver(AppFixture.state(columns: 30, rows: 10))
    let all = (0..<10).map { d.screen.text(row: $0) }.joined(separator: " ")
    #expect(all.contains("Terminal too small"))
  }

  @Test func everySizeRendersWithoutTrapping() {
    for (columns, rows) in [(0, 0), (1, 1), (37, 23), (63, 20), (80, 24), (120, 40), (250, 80)] {
      let d = AppDriver(AppFixture.state(columns: columns, rows: rows))
      #expect(d.screen.width == columns)
    }
  }
}

@Suite struct AsciiLookTests {
  @Test func asciiModeShowsNoNonAsciiCharacters() {
    let look = Look(theme: Theme.standard(for: .monochrome), glyphs: .ascii)
    var d = AppDriver()
    d.type("H")
    let unicode = Look(theme: Theme.standard(for: .monochrome), glyphs: .unicode)
    for state in [
      d.state, AppFixture.state(columns: 30, rows: 10), AppFixture.state(columns: 80, rows: 24, pad: .always),
    ] {
      let screen = AppView.render(state, look)
      let drawn = AppView.render(state, unicode)
      // Every glyph has an ASCII form: none falls back to `?` (the pad's `write here → r5c5` did).
      var marks = (ascii: 0, unicode: 0)
      for y in 0..<screen.height {
        let row = screen.text(row: y)
        #expect(row.allSatisfy { $0.isASCII }, "row \(y): \(row)")
        marks.ascii += row.filter { $0 == "?" }.count
        marks.unicode += drawn.text(row: y).filter { $0 == "?" }.count
      }
      #expect(marks.ascii == marks.unicode)
    }
    #expect(look.text("a · b × c ↑↓ →") == "a - b x c UpDown ->")
  }
}

@Suite struct OverlayFitTests {
  /// Beside the side panel the board is narrower than the help: the help then takes the whole screen
  /// rather than cutting its lines off.
  @Test func theHelpIsNeverCutBesideThePanel() {
    for (columns, rows) in [(100, 32), (120, 40), (80, 24)] {
      var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
      d.type("?")
      let screen = d.screen
      let all = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
      for entry in AppCommand.keyHelp {
        #expect(all.contains(entry.action), "\(columns)×\(rows): \(entry.action)")
      }
    }
  }

  @Test func theHelpFitsTheSmallestCommonTerminal() {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.type("?")
    let screen = d.screen
    let all = (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
    for entry in AppCommand.keyHelp { #expect(all.contains(entry.action), "\(entry.action)") }
    #expect(all.contains("Esc, ? or a click closes this help"))
  }
}
