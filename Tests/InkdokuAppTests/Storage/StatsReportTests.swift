import Testing

@testable import InkdokuStorage
@testable import SudokuKit

@Suite struct StatsReportTests {
  @Test func noGamesYet() {
    #expect(StatsReport.text(Stats()) == "No games completed yet.\n")
  }

  @Test func aTableWithOneRowPerLevel() {
    var stats = Stats()
    for game in [
      completed("medium", seconds: 754.9, mistakes: 2, hints: 3),
      completed("easy", seconds: 245),
      completed("easy", seconds: 310, mistakes: 1),
      completed("extreme", seconds: 4000, mistakes: 12, hints: 10),
      completed("easy", seconds: 59.99),
    ] {
      stats.record(game)
    }
    #expect(
      StatsReport.text(stats) == """
        Level    Played     Best   Median  Avg mistakes  Hints
        Easy          3     0:59     4:05           0.3      0
        Medium        1    12:34    12:34           2.0      3
        Extreme       1  1:06:40  1:06:40          12.0     10

        """)
  }

  @Test func rejectsFollowTheTableMostFrequentFirst() {
    var stats = Stats()
    for reason in ["zero", "lowConfidence", "stale", "lowConfidence", "emptyInk", "\u{1B}[2J"] {
      stats.addReject(reason)
    }
    #expect(
      StatsReport.text(stats) == """
        No games completed yet.

        Pencil rejects: lowConfidence 2, \\u{1B}[2J 1, emptyInk 1, stale 1, zero 1

        """)
    stats.record(completed("\u{1B}[31mred", seconds: 1))
    #expect(
      StatsReport.text(stats).hasPrefix(
        "Level          Played  Best  Median  Avg mistakes  Hints\n\\u{1B}[31mred"))
  }

  @Test func clockText() {
    let cases: [(Double, String)] = [
      (0, "0:00"), (59.99, "0:59"), (61, "1:01"), (600, "10:00"), (3599, "59:59"), (3600, "1:00:00"),
      (3725, "1:02:05"), (36000, "10:00:00"), (-5, "0:00"), (.nan, "0:00"),
    ]
    for (seconds, text) in cases { #expect(ClockText.format(seconds) == text, "\(seconds)") }
  }
}
