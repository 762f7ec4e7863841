import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage
@testable import SudokuKit

/// Games left unsolved for another: how they are stored, read from older files, and counted.
@Suite struct StatsOutcomeTests {
  static func games(_ outcomes: String, _ level: String = "easy") -> [CompletedGame] {
    outcomes.enumerated().map { i, letter in
      let outcome: GameOutcome = letter == "w" ? .solved : letter == "l" ? .lost : .abandoned
      return completed(level, seconds: Double(100 + i), minutes: Double(i), outcome: outcome)
    }
  }

  /// A streak is wins in a row; an abandoned or lost game ends it; the best is the longest run.
  @Test func winRateAndStreaksAcrossAbandonedGames() {
    let summary = LevelSummary(level: "easy", games: Self.games("wwwawwlw"))
    #expect(summary.started == 8 && summary.won == 6 && summary.abandoned == 2 && summary.lost == 1)
    #expect(summary.winRate == 0.75)
    #expect(summary.currentStreak == 1 && summary.bestStreak == 3)
    #expect(summary.bestSeconds == 100, "the best of the wins only")
    #expect(summary.averageSeconds == (100 + 101 + 102 + 104 + 105 + 107) / 6.0)
    let ending = LevelSummary(level: "easy", games: Self.games("wwa"))
    #expect(ending.currentStreak == 0 && ending.bestStreak == 2)
    let none = LevelSummary(level: "hard", games: Self.games("aa"))
    #expect(
      none.winRate == 0 && none.bestSeconds == nil && none.averageSeconds == nil && none.medianSeconds == nil)
    #expect(LevelSummary(level: "all", games: []).winRate == nil)
  }

  /// A level's streak counts its own games; the overall one runs across levels in the order played.
  @Test func streaksPerLevelAndOverall() {
    var stats = Stats()
    for (i, (level, outcome)) in [
      ("easy", GameOutcome.solved), ("hard", .abandoned), ("easy", .solved), ("easy", .solved),
      ("hard", .solved),
    ].enumerated() {
      stats.record(completed(level, seconds: 60, minutes: Double(i), outcome: outcome))
    }
    let easy = stats.summaries[0]
    let hard = stats.summaries[1]
    #expect(easy.currentStreak == 3 && easy.bestStreak == 3)
    #expect(hard.currentStreak == 1 && hard.winRate == 0.5)
    #expect(stats.overall.level == "all" && stats.overall.started == 5 && stats.overall.won == 4)
    #expect(stats.overall.currentStreak == 3 && stats.overall.bestStreak == 3)
  }

  /// A format-1 file holds solved games only, without an outcome: it reads, each game solved, and is
  /// written back as format 2.
  @Test func aFormatOneFileStillReads() throws {
    let old = #"""
      {"format":1,"rejects":{"zero":2},"games":[
        {"daily":false,"date":"2026-11-29T16:25:30Z","difficulty":"easy","hints":1,"mistakes":0,"seconds":245},
        {"daily":true,"dailyDay":"2026-11-30","date":"2026-11-30T08:00:00Z","difficulty":"medium","hints":0,
         "mistakes":2,"seconds":754.5}]}
      """#
    let dir = try TemporaryDirectory()
    try dir.write(old, to: "stats.json")
    let store = StatsStore(path: dir.file("stats.json"))
    let stats = try #require(try store.load())
    #expect(stats.games.map(\.outcome) == [.solved, .solved])
    #expect(stats.overall.won == 2 && stats.overall.currentStreak == 2)
    #expect(stats.games[1].dailyDay == CalendarDay(year: 2026, month: 11, day: 30))
    try store.update { $0.record(completed("easy", seconds: 30, outcome: .abandoned)) }
    let text = String(decoding: dir.contents("stats.json") ?? Data(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"format":2,"#))
    #expect(try store.load()?.games.map(\.outcome) == [.solved, .solved, .abandoned])
    try dir.write(#"{"format":2,"games":[],"rejects":{}}"#, to: "stats.json")
    #expect(try store.load() == Stats())
  }

  /// An outcome this build does not know makes the file unusable, as any other impossible value.
  @Test func anUnknownOutcomeIsRefused() throws {
    let dir = try TemporaryDirectory()
    try dir.write(
      #"{"format":2,"rejects":{},"games":[{"daily":false,"date":"2026-11-29T16:25:30Z","difficulty":"easy","#
        + #""hints":0,"mistakes":0,"outcome":"forfeit","seconds":10}]}"#, to: "stats.json")
    #expect(throws: FileError.self) { try StatsStore(path: dir.file("stats.json")).load() }
  }

  /// The game records what it leaves: abandoned, or lost when it stopped at its mistake limit; an
  /// abandoned daily is neither a solved daily nor its result.
  @Test func theGameRecordsAbandonedAndLostGames() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    let storage = GameStorage(saves: nil, stats: store, settings: Settings())
    let day = try #require(CalendarDay(year: 2026, month: 11, day: 30))
    #expect(storage.recordAbandoned(midGame(), daily: day) == nil)
    var limited = midGame()
    limited.rules.mistakeLimit = 1
    #expect(limited.overMistakeLimit)
    #expect(storage.recordAbandoned(limited, daily: nil) == nil)
    let games = try #require(try store.load()).games
    #expect(games.map(\.outcome) == [.abandoned, .lost])
    #expect(games[0].dailyDay == day && games[0].daily && games[0].mistakes == 1 && games[0].hints == 1)
    #expect(storage.dailyResult(for: day) == nil)
    #expect(DailyRecord(games, today: day).solved == 0)
  }
}
