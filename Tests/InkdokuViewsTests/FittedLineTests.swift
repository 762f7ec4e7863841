import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42, bug 6: lines that lost their ends at some sizes keep them, in a shorter form.
@Suite struct FittedLineTests {
  private func text(_ screen: ScreenBuffer) -> String {
    (0..<screen.height).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test func aDailysStatusAbove80x24sPadKeepsItsHints() throws {
    var state = AppFixture.state(columns: 80, rows: 24, pad: .always)
    state.play.daily = try #require(CalendarDay(year: 2026, month: 12, day: 5))
    let panel = try #require(state.layout.placement).panel
    let line = AppView.render(state, AppFixture.look).text(row: panel.y)
    #expect(line.contains("Daily Medium 0:00 Mistakes 0 Hints 0"), "\(line)")
  }

  @Test func nineNotesAt120x50ShowTheNinth() throws {
    var state = AppFixture.state(columns: 120, rows: 50)
    _ = Game.reduce(&state.game, .select(2), now: 0)
    for digit in 1...9 { _ = Game.reduce(&state.game, .toggleNote(digit: digit, cell: 2), now: 0) }
    let shown = text(AppView.render(state, AppFixture.look))
    #expect(shown.contains("r1c3: notes 123456789") || shown.contains("r1c3: notes 1 2 3 4 5 6 7 8 9"))
  }

  @Test func theCandidatesViewsBarAt60x24EndsWhole() throws {
    var state = AppFixture.state(columns: 60, rows: 24)
    state.ui.reduce(.candidates(shown: true))
    let bar = AppView.render(state, AppFixture.look).text(row: 23)
    // No panel beside the view at 60 columns: the bar keeps the facts, and the way back whole.
    for part in ["0:00", "Mistakes 0", "Hints 0", "NORMAL", "v, Esc: back"] {
      #expect(bar.contains(part), "\(bar)")
    }
  }

  /// Issue 42: at 60×23 the panel under the board has one row beside the number pad: the time, the
  /// mistakes and the hints keep it, at every width down to the board's.
  @Test(arguments: [60, 50, 37])
  func oneRowUnderTheBoardKeepsTheTimeMistakesAndHints(columns: Int) throws {
    let state = AppFixture.state(columns: columns, rows: 23)
    let placement = try #require(state.layout.placement)
    #expect(placement.panelSide == .bottom)
    let line = AppView.render(state, AppFixture.look).text(row: placement.panel.y)
    for fact in ["Medium", "0:00", "Mistakes 0", "Hints 0"] { #expect(line.contains(fact), "\(line)") }
    if columns == 60 { #expect(line.contains("r5c5"), "\(line)") }
  }

  @Test func theFullBoardLineFitsTheBarAt60Columns() throws {
    let placement = try #require(AppFixture.state(columns: 60, rows: 24).layout.placement)
    #expect(App.fullButUnsolvedText.count < App.menuButton(placement, columns: 60).x)
  }

  @Test func aLineKeepsItsFormWhereItFitsAndDropsItsDotsThenItsSpacesBetweenDigits() {
    let status = "Daily Expert · 0:01 · Mistakes 0 · Hints 0"
    #expect(FittedLine.panel(status, width: 42) == status)
    #expect(FittedLine.panel(status, width: 41) == "Daily Expert 0:01 Mistakes 0 Hints 0")
    #expect(FittedLine.panel("r5c5: notes 1 2 9", width: 16) == "r5c5: notes 129")
    #expect(FittedLine.joiningDigits("Hints 10 2 3 · 4") == "Hints 10 23 · 4")
    #expect(FittedLine.panel("abcdef", width: 3) == "abc")
  }
}
