import Foundation
import Testing

@testable import InkdokuStorage
@testable import SudokuKit

/// `inkdoku stats --json`: one document whose keys scripts rely on.
@Suite struct StatsJSONTests {
  static let today = CalendarDay(year: 2026, month: 12, day: 1)!

  static func parse(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// Issue 42: the clock's sums carry binary noise, which the document leaves out.
  @Test func timesAreWrittenToTheMillisecond() throws {
    var stats = Stats()
    stats.record(completed("easy", seconds: 3.2560879999999983))
    let text = StatsJSON.document(stats, today: Self.today, last: 3)
    #expect(text.contains("3.256") && !text.contains("3.2560879"), "\(text)")
  }

  @Test func theDocumentsKeysAndNumbers() throws {
    var stats = Stats()
    stats.record(completed("easy", seconds: 245, hints: 1))
    stats.record(completed("easy", seconds: 100, minutes: 5, outcome: .abandoned))
    stats.record(completed("easy", seconds: 200, mistakes: 2, minutes: 10))
    var daily = completed("hard", seconds: 900, daily: true, minutes: 20)
    daily.dailyDay = CalendarDay(year: 2026, month: 11, day: 30)
    stats.record(daily)
    stats.addReject("zero")
    stats.addWritten("pad", InkTally(placed: 4, refused: 1))
    let document = try Self.parse(StatsJSON.document(stats, today: Self.today, last: 3))
    #expect(Set(document.keys) == ["version", "levels", "all", "daily", "history", "written", "rejects"])
    #expect(document["version"] as? Int == 1)
    let levels = try #require(document["levels"] as? [[String: Any]])
    #expect(levels.map { $0["level"] as? String } == ["easy", "hard"])
    let easy = levels[0]
    #expect(
      Set(easy.keys) == [
        "level", "started", "won", "abandoned", "lost", "winRate", "winsWithoutMistake", "winsWithoutHint",
        "bestSeconds", "averageSeconds", "medianSeconds", "currentStreak", "bestStreak",
      ])
    #expect(easy["started"] as? Int == 3 && easy["won"] as? Int == 2 && easy["abandoned"] as? Int == 1)
    #expect((easy["winRate"] as? Double).map { abs($0 - 2.0 / 3) < 1e-9 } == true)
    #expect(easy["bestSeconds"] as? Double == 200 && easy["averageSeconds"] as? Double == 222.5)
    #expect(easy["winsWithoutMistake"] as? Int == 1 && easy["winsWithoutHint"] as? Int == 1)
    #expect(easy["currentStreak"] as? Int == 1 && easy["bestStreak"] as? Int == 1)
    let all = try #require(document["all"] as? [String: Any])
    #expect(
      all["level"] as? String == "all" && all["started"] as? Int == 4 && all["currentStreak"] as? Int == 2)
    let dailies = try #require(document["daily"] as? [String: Any])
    #expect(dailies["solved"] as? Int == 1 && dailies["currentStreak"] as? Int == 1)
    #expect(dailies["lastDay"] as? String == "2026-11-30")
    let history = try #require(document["history"] as? [[String: Any]])
    #expect(history.count == 3, "--last 3")
    #expect(history.map { $0["outcome"] as? String } == ["solved", "solved", "abandoned"])
    #expect(
      Set(history[0].keys) == [
        "date", "level", "seconds", "mistakes", "hints", "daily", "dailyDay", "outcome",
      ])
    #expect(history[0]["date"] as? String == "2026-11-29T16:45:30Z" && history[0]["daily"] as? Bool == true)
    #expect(history[1]["dailyDay"] is NSNull && history[1]["mistakes"] as? Int == 2)
    #expect((document["written"] as? [String: [String: Int]])?["pad"] == ["placed": 4, "refused": 1])
    #expect(document["rejects"] as? [String: Int] == ["zero": 1])
  }

  /// Without games every level list is empty and what has no value yet is null.
  @Test func anEmptyDocument() throws {
    let document = try Self.parse(StatsJSON.document(Stats(), today: Self.today, last: 20))
    #expect(
      (document["levels"] as? [Any])?.isEmpty == true && (document["history"] as? [Any])?.isEmpty == true)
    let all = try #require(document["all"] as? [String: Any])
    #expect(all["started"] as? Int == 0 && all["winRate"] is NSNull && all["bestSeconds"] is NSNull)
    #expect((document["daily"] as? [String: Any])?["lastDay"] is NSNull)
  }
}
