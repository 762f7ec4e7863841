import Foundation
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
    let text = StatsReport.text(stats, today: Self.today, last: 0)
    #expect(
      text.contains("Daily puzzles: 2 solved · streak 2 days (best 2 days) · last 2026-11-30 Medium 4:14\n"))
  }

  @Test func noGamesYet() {
    #expect(StatsReport.text(Stats(), today: Self.today, last: 0) == "No games played yet.\n")
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
    stats.record(completed("medium", seconds: 90, mistakes: 1, outcome: .abandoned))
    stats.record(completed("hard", seconds: 30, mistakes: 3, outcome: .lost))
    #expect(
      StatsReport.text(stats, today: Self.today, last: 0) == """
        Level    Started  Won  Win rate  Abandoned  Lost  No mistake  No hint
        Easy           3    3      100%          0     0           2        3
        Medium         2    1       50%          1     0           0        0
        Hard           1    0        0%          1     1           0        0
        Extreme        1    1      100%          0     0           0        0
        All            7    5       71%          2     1           2        3

        Level       Best  Average   Median  Streak  Best streak
        Easy        0:59     3:24     4:05       3            3
        Medium     12:34    12:34    12:34       0            1
        Hard           -        -        -       0            0
        Extreme  1:06:40  1:06:40  1:06:40       1            1
        All         0:59    17:53     5:10       0            5

        """)
  }

  /// The last games, newest first, with their outcome; as many as asked.
  @Test func theLastGamesNewestFirst() {
    var stats = Stats()
    stats.record(completed("easy", seconds: 245, hints: 2))
    stats.record(completed("hard", seconds: 1300, mistakes: 3, minutes: 61, outcome: .lost))
    stats.record(
      completed("medium", seconds: 600, mistakes: 1, daily: true, minutes: 75, outcome: .abandoned))
    let text = StatsReport.text(stats, today: Self.today, last: 2, timeZone: TimeZone(identifier: "UTC")!)
    #expect(
      text.hasSuffix(
        """

        Last games, newest first
        Date              Level    Time  Mistakes  Hints  Daily  Outcome
        2026-11-29 17:40  Medium  10:00         1      0  yes    abandoned
        2026-11-29 17:26  Hard    21:40         3      0  no     lost

        """))
  }

  @Test func rejectsFollowTheTableMostFrequentFirst() {
    var stats = Stats()
    for reason in ["zero", "lowConfidence", "stale", "lowConfidence", "emptyInk", "\u{1B}[2J"] {
      stats.addReject(reason)
    }
    #expect(
      StatsReport.text(stats, today: Self.today, last: 0) == """
        No games played yet.

        Pencil rejects: lowConfidence 2, \\u{1B}[2J 1, emptyInk 1, stale 1, zero 1

        """)
    stats.record(completed("\u{1B}[31mred", seconds: 1))
    #expect(
      StatsReport.text(stats, today: Self.today, last: 0).hasPrefix(
        "Level          Started  Won  Win rate  Abandoned  Lost  No mistake  No hint\n\\u{1B}[31mred"))
  }

  @Test func inkWrittenIsReportedBySurface() {
    var stats = Stats()
    stats.addWritten("pad", InkTally(placed: 40, refused: 2))
    stats.addWritten("board", InkTally(placed: 12, refused: 3))
    #expect(
      StatsReport.text(stats, today: Self.today, last: 0) == """
        No games played yet.

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
