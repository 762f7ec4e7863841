import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// `s` shows the position whole on the screen it has: what does not fit its height gives way to where
/// to find it, never a grid cut short.
@Suite struct ShareScreenFitTests {
  static func screen(columns: Int, rows: Int) -> [String] {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("As")
    let screen = d.screen
    return (0..<screen.height).map { screen.text(row: $0) }
  }

  @Test(arguments: [(80, 24), (80, 23), (63, 20), (100, 32), (120, 40)])
  func theGridAndTheClosingLineShowWhole(columns: Int, rows: Int) {
    let lines = Self.screen(columns: columns, rows: rows)
    let frames = lines.filter { $0.contains("+-----") }
    #expect(frames.count == 4, "the grid's four frame lines at \(columns)×\(rows)")
    #expect(lines.filter { $0.contains("|") }.count == 9, "its nine rows")
    #expect(lines.contains { $0.contains("Esc, s or a click closes") })
  }

  @Test func whereThereIsRoomTheLineShowsToo() {
    let lines = Self.screen(columns: 120, rows: 40)
    #expect(lines.contains { $0.contains(AppFixture.puzzle) })
  }

  @Test func whereThereIsNoneTheScreenSaysWhereTheLineIs() {
    let lines = Self.screen(columns: 80, rows: 24)
    #expect(lines.contains { $0.contains("inkdoku share") })
  }
}
