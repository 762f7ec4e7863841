import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

@Suite struct AppShareTests {
  /// The rows of `screen` as text.
  static func rows(_ screen: ScreenBuffer) -> [String] { (0..<screen.height).map { screen.text(row: $0) } }

  @Test func sShowsThePositionAndTheNotesWithTheClockRunning() {
    var d = AppDriver()
    d.type("4")  // r5c5, selected at the start: a wrong digit
    d.key(.right)
    d.key(.right)
    d.type("n19n")  // r5c7: notes 1 and 9
    d.type("s")
    #expect(d.state.ui.screen == .share)
    let rows = Self.rows(d.screen)
    let position = BoardPosition(d.state.game)
    #expect(rows.contains { $0.contains(position.line) })
    for gridLine in position.pencilmarkGrid.split(separator: "\n") {
      #expect(rows.contains { $0.contains(gridLine) }, "\(gridLine)")
    }
    #expect(position.pencilmarkGrid.contains(" 19 "))
    let elapsed = d.state.game.elapsed
    d.send(.tick, after: 5)
    #expect(d.state.game.elapsed == elapsed + 5, "the board shows: no time to think off the clock")
    d.type("s")
    #expect(d.state.ui.screen == .playing)
    d.type("s")
    d.key(.escape)
    #expect(d.state.ui.screen == .playing)
  }

  @Test func aNarrowTerminalGetsTheLineInNineRowsAndIsToldWhereTheGridIs() {
    var d = AppDriver(AppFixture.state(columns: 60, rows: 32))
    d.type("s")
    let rows = Self.rows(d.screen)
    let line = BoardPosition(d.state.game).line
    for start in stride(from: 0, to: 81, by: 9) {
      let row = String(line.dropFirst(start).prefix(9))
      #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == row }, "\(row)")
    }
    #expect(rows.contains { $0.contains("'inkdoku share' prints them.") })
  }

  @Test func aPausedGameSharesNothing() {
    var d = AppDriver()
    d.type("ps")
    #expect(d.state.ui.screen == .playing)
  }
}
