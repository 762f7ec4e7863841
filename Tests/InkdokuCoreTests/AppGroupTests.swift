import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Issue 42: several cells at once. `g` or a click with Alt or Ctrl groups cells; a digit (key or number
/// pad) then toggles its note in all of them and `c` colours them all, each one undo step; Esc lets the
/// group go.
@Suite struct AppGroupTests {
  // r1c3, r1c4 and r2c2 are empty in the fixture's puzzle; r1c1 holds a given.
  private let cells = [2, 3, 10]

  private func grouped() -> AppDriver {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    for cell in cells {
      d.state.game.selection = cell
      d.type("g")
    }
    #expect(d.state.play.group == Set(cells))
    return d
  }

  @Test func aDigitTogglesItsNoteInEveryGroupedCellAsOneStep() {
    var d = grouped()
    d.type("7")
    #expect(cells.allSatisfy { d.state.game.notes[$0].elementsEqual([7]) } && d.state.game.digit(at: 10) == 0)
    d.type("7")
    #expect(cells.allSatisfy { d.state.game.notes[$0].isEmpty }, "all had it: off in all")
    d.type("u")
    // One undo takes the whole step back.
    #expect(cells.allSatisfy { d.state.game.notes[$0].elementsEqual([7]) })
    d.state.game.selection = 0
    d.type("g1")
    #expect(d.state.game.notes[0].isEmpty && d.state.game.digit(at: 0) == 5, "a given is passed over")
  }

  @Test func cColoursEveryGroupedCellAndEscLetsTheGroupGo() {
    var d = grouped()
    d.type("c")
    #expect(cells.allSatisfy { d.state.game.colours[$0].cell == 1 })
    d.key(.escape)
    #expect(d.state.play.group.isEmpty)
    d.type("7")
    #expect(
      d.state.game.digit(at: 10) == 7 || d.state.game.notes[10].elementsEqual([7]), "the selection's again")
  }

  @Test func theNumberPadTogglesTheNoteInTheGroup() throws {
    var d = grouped()
    let area = try #require(d.state.layout.placement?.numberPad)
    let four = try #require(NumberPad(in: area)?.items.first { $0.item == .digit(4) }?.rect)
    d.click(ScreenPoint(x: four.x, y: four.y))
    #expect(cells.allSatisfy { d.state.game.notes[$0].elementsEqual([4]) })
  }

  @Test func anAltOrCtrlClickGroupsAndAPlainClickSelects() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    let placement = try #require(d.state.layout.placement)
    for (cell, alt) in [(2, true), (3, false)] {
      let rect = placement.rect(ofCell: cell)
      for phase in [MousePhase.press, .release] {
        let report = MouseReport(
          button: .left, phase: phase, x: rect.x + 1, y: rect.y, alt: alt, control: !alt)
        d.send(.input(.mouse(report)))
      }
    }
    #expect(d.state.play.group == [2, 3] && d.state.game.selection == 3)
    let bar = d.screen.text(row: 23)
    #expect(bar.hasPrefix("2 cells grouped"), "\(bar)")
    #expect(
      d.screen[placement.rect(ofCell: 2).x, placement.rect(ofCell: 2).y].style.attributes.contains(.underline)
    )
  }

  @Test func olderRecordingsHadNoGroups() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.behaviour = .nothingSilent
    d.state.game.selection = 2
    d.type("g")
    #expect(d.state.play.group.isEmpty)
    let rect = try #require(d.state.layout.placement).rect(ofCell: 3)
    for phase in [MousePhase.press, .release] {
      d.send(.input(.mouse(MouseReport(button: .left, phase: phase, x: rect.x + 1, y: rect.y, alt: true))))
    }
    #expect(d.state.play.group.isEmpty && d.state.game.selection == 3)
  }
}
