import Testing

@testable import InkdokuStorage
@testable import SudokuKit

@Suite struct StatsReportTests {
  static let today = CalendarDay(year: 2026, month: 12, day: 1)!

  static func daily(_ day: Int, month: Int = 11, _ level: String = "hard", seconds: Double = 300)
    -> CompletedGame
  {
    CompletedGame(
      date: fixedNow, difficulty: level, seconds: seconds, mistakes: 0, hints: 0, daily: true,
      dailyDay: CalendarDay(year: 2026, month: month, day: day))
  }

  /// The streak counts consecutive days up to today, or up to yesterday while today's is still open;
  /// the best streak is the longest run; a day solved twice counts once.
  @Test func dailyStreaks() {
    let record = { (games: [CompletedGame]) in DailyRecord(games, today: Self.today) }
    #expect(record([]) == DailyRecord(solved: 0, currentStreak: 0, bestStreak: 0, last: nil))
    let run = [20, 21, 22, 28, 29, 30].map { Self.daily($0) }
    #expect(record(run).solved == 6)
    #expect(record(run).currentStreak == 3, "28–30 November, today's still open")
    #expect(record(run).bestStreak == 3)
    let withToday = run + [Self.daily(1, month: 12), Self.daily(30)]
    #expect(record(withToday).currentStreak == 4 && record(withToday).solved == 7)
    #expect(record(withToday).last?.dailyDay == Self.today)
    let broken = [26, 27, 28, 29].map { Self.daily($0) }
    #expect(record(broken).currentStreak == 0, "nothing on 30 November")
    #expect(record(broken).bestStreak == 4)
    // Ordinary games are not dailies.
    #expect(record([completed("easy", seconds: 60)]).solved == 0)
  }

  @Test func theReportShowsTheDailies() {
    var stats = Stats()
    for game in [Self.daily(29), Self.daily(30, "medium", seconds: 254), completed("easy", seconds: 60)] {
      stats.record(game)
    }
    let text = StatsReport.text(stats, today: Self.today)
    #expect(
      text.contains("Daily puzzles: 2 solved · streak 2 days (best 2 days) · last 2026-11-30 Medium 4:14\n"))
  }

  @Test func noGamesYet() {
    #expect(StatsReport.text(Stats(), today: Self.today) == "No games completed yet.\n")
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
      StatsReport.text(stats, today: Self.today) == """
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
      StatsReport.text(stats, today: Self.today) == """
        No games completed yet.

        Pencil rejects: lowConfidence 2, \\u{1B}[2J 1, emptyInk 1, stale 1, zero 1

        """)
    stats.record(completed("\u{1B}[31mred", seconds: 1))
    #expect(
      StatsReport.text(stats, today: Self.today).hasPrefix(
        "Level          Played  Best  Median  Avg mistakes  Hints\n\\u{1B}[31mred"))
  }

  @Test func inkWrittenIsReportedBySurface() {
    var stats = Stats()
    stats.addWritten("pad", InkTally(placed: 40, refused: 2))
    stats.addWritten("board", InkTally(placed: 12, refused: 3))
    #expect(
      StatsReport.text(stats, today: Self.today) == """
        No games completed yet.

        Digits written: board 12 placed, 3 refused · pad 40 placed, 2 refused

        """)
  }

  @Test func clockText() {
    let cases: [(Double, String)] = [
      (0, "0:00"), (59.99, "0:59"), (61, "1:01"), (600, "10:00"), (3599, "59:59"), (3600, "1:00:00"),
      (3725, "1:02:05"), (36000, "10:00:00"), (-5, "0:00"), (.nan, "0:00"),
    ]
    for (seconds, text) in cases { #expect(ClockText.format(seconds) == text, "\(seconds)") }
  }
}
