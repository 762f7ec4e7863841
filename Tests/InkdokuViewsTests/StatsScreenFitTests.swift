import Foundation
import InkdokuStorage
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit
@testable import TerminalUI

/// `S` shows the statistics on the screen it has: whole lines only, the summary first, and where the
/// rest is when it does not all fit.
@Suite struct StatsScreenFitTests {
  /// Four levels, abandoned and lost games, a daily, ink and rejects: more than 80×24 holds.
  static let text: String = {
    var stats = Stats()
    let levels = ["easy", "medium", "hard", "expert"]
    let outcomes: [GameOutcome] = [.solved, .solved, .abandoned, .solved, .lost]
    for i in 0..<15 {
      stats.record(
        CompletedGame(
          date: Date(timeIntervalSince1970: 1_795_969_530 + Double(i) * 3600), difficulty: levels[i % 4],
          seconds: Double(200 + 37 * i), mistakes: i % 3, hints: i % 2, daily: i == 13,
          dailyDay: i == 13 ? CalendarDay(year: 2026, month: 11, day: 30) : nil, outcome: outcomes[i % 5]))
    }
    for reason in ["lowConfidence", "zero", "conflict", "stale"] { stats.addReject(reason) }
    stats.addWritten("board", InkTally(placed: 20, refused: 3))
    return StatsReport.text(
      stats, today: CalendarDay(year: 2026, month: 12, day: 1)!, last: StatsReport.screenHistory,
      timeZone: TimeZone(identifier: "UTC")!)
  }()

  /// The overlay's lines, each checked to be on the screen as drawn.
  static func screen(columns: Int, rows: Int) -> [String] {
    var d = AppDriver(AppFixture.state(columns: columns, rows: rows))
    d.type("S")
    d.send(.statsText(text))
    #expect(d.state.ui.screen == .stats(text))
    let lines = OverlayView.lines(d.state) ?? []
    let screen = d.screen
    let drawn = (0..<screen.height).map { screen.text(row: $0) }
    for line in lines where !line.isEmpty {
      #expect(drawn.contains { $0.contains(line) }, "on screen at \(columns)×\(rows): \(line)")
    }
    #expect(lines.count <= rows - 1 && lines.allSatisfy { $0.count <= columns })
    return lines
  }

  /// Every line is a line of the report (or a sentence of it wrapped at words), never a cut.
  static func expectWholeLines(_ lines: [String], width: Int) {
    let source = text.split(separator: "\n").map(String.init)
    let allowed = Set(source + source.flatMap { Wrap.lines($0, width: width) })
      .union(["", "Statistics", "Esc or a click closes", OverlayView.statsRest])
    for line in lines {
      #expect(allowed.contains(line), "cut or unknown line: \(line)")
    }
  }

  @Test func at80x24TheSummaryShowsAndTheRestIsNamed() {
    let lines = Self.screen(columns: 80, rows: 24)
    Self.expectWholeLines(lines, width: 80)
    #expect(lines.first == "Statistics")
    #expect(lines.contains("Level   Started  Won  Win rate  Abandoned  Lost  No mistake  No hint"))
    #expect(lines.contains("Level   Best  Average  Median  Streak  Best streak"))
    for level in ["Easy", "Medium", "Hard", "Expert", "All"] {
      #expect(lines.filter { $0.hasPrefix(level + " ") }.count == 2, "\(level) in both tables")
    }
    #expect(lines.contains(OverlayView.statsRest))
    #expect(lines.contains("Esc or a click closes"))
    #expect(lines.contains { $0.hasPrefix("Daily puzzles: 1 solved") }, "the daily line, wrapped")
    #expect(!lines.contains { $0.hasPrefix("Pencil rejects") }, "no room for it")
  }

  @Test func onALargerScreenTheLastTenGamesShowWhole() {
    let lines = Self.screen(columns: 120, rows: 50)
    Self.expectWholeLines(lines, width: 120)
    #expect(lines.contains("Last games, newest first"))
    #expect(lines.filter { $0.hasPrefix("2026-") }.count == 10)
    #expect(lines.contains { $0.hasPrefix("Pencil rejects: conflict 1, lowConfidence 1, stale 1, zero 1") })
    #expect(!lines.contains(OverlayView.statsRest))
  }

  /// On the narrowest board the tables are wider than the screen: the note alone says where they are.
  @Test func tooNarrowForTheTablesSaysWhereTheyAre() {
    let lines = Self.screen(columns: 40, rows: 24)
    Self.expectWholeLines(lines, width: 40)
    #expect(lines.contains(OverlayView.statsRest) && !lines.contains { $0.hasPrefix("Level") })
  }
}
