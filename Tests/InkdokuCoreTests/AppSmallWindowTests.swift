import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: every window from 60×20 plays, with the status, the number pad and the menu button on
/// screen, and the menu fits every window.
@Suite struct AppSmallWindowTests {
  private func text(_ screen: ScreenBuffer) -> String {
    (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test(arguments: [(60, 20), (60, 21), (60, 22), (61, 21)])
  func aShortWindowPlaysWithTheStatusThePadAndTheMenuButton(columns: Int, rows: Int) throws {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows, pad: .auto))
    let placement = try #require(d.state.layout.placement)
    #expect(placement.board.maxX <= placement.panel.x && placement.panel.maxX <= columns)
    #expect(placement.hintBarRow == rows - 1)
    let shown = text(d.screen)
    for fact in ["0:00", "Mistakes", "Hints"] { #expect(shown.contains(fact), "\(fact) in\n\(shown)") }
    #expect(d.screen.text(row: rows - 1).hasSuffix(App.menuLabel))
    let area = try #require(placement.numberPad)
    #expect(area.y >= placement.panel.y && area.maxY <= placement.board.maxY)
    let five = try #require(NumberPad(in: area)?.items.first { $0.item == .digit(5) }?.rect)
    d.click(ScreenPoint(x: five.x, y: five.y))
    #expect(d.state.game.digit(at: 40) == 5)
    let cell = placement.rect(ofCell: 2)
    d.click(ScreenPoint(x: cell.x + 1, y: cell.y))
    #expect(d.state.game.selection == 2)
  }

  @Test func aWindowARowShorterSaysWhatItNeeds() {
    #expect(BoardLayout(columns: 60, rows: 19) == .tooSmall(needColumns: 60, needRows: 20))
    #expect(BoardLayout(columns: 59, rows: 20) == .tooSmall(needColumns: 60, needRows: 20))
  }

  @Test func theWiderLayoutsComeFirst() throws {
    let narrow = try #require(BoardLayout(columns: 60, rows: 22).placement)
    #expect(narrow.panel.width == BoardLayout.narrowPanelWidth)
    let wide = try #require(BoardLayout(columns: 60, rows: 24).placement)
    #expect(wide.panelSide == .bottom)
    let beside = try #require(BoardLayout(columns: 80, rows: 22).placement)
    #expect(beside.panel.width >= BoardLayout.sidePanelMinWidth)
  }

  /// The settings at the narrowest board: no line cut, the keys in short, and the note a value lost
  /// said under the settings while its line is selected.
  @Test func theSettingsFitTheNarrowestBoard() throws {
    var d = AppDriver(AppFixture.state(columns: 37, rows: 23))
    d.type("O")
    for _ in SettingsItem.allCases {
      let lines = try #require(OverlayView.lines(d.state))
      #expect(lines.allSatisfy { $0.count <= 37 }, "\(lines.filter { $0.count > 37 })")
      d.key(.down)
    }
    #expect(try #require(OverlayView.lines(d.state)).contains("Applies from the next game"))
    #expect(try #require(OverlayView.lines(d.state)).contains("Esc or a click outside: close"))
  }
}
