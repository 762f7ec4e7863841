import Foundation
import InkKit
import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuStorage
@testable import SudokuKit

/// 2026-11-29 16:25:30 UTC, when the test games are played.
let fixedNow = Date(timeIntervalSince1970: 1_795_969_530)

/// A game solved `minutes` after the fixed test time began.
func completed(
  _ level: String, seconds: Double, mistakes: Int = 0, hints: Int = 0, daily: Bool = false,
  minutes: Double = 0, outcome: GameOutcome = .solved
) -> CompletedGame {
  CompletedGame(
    date: fixedNow.addingTimeInterval(minutes * 60), difficulty: level, seconds: seconds, mistakes: mistakes,
    hints: hints, daily: daily, outcome: outcome)
}

@Suite struct StatsTests {
  @Test func summariesPerLevelInDifficultyOrder() {
    var stats = Stats()
    for game in [
      completed("hard", seconds: 600, mistakes: 1, hints: 2),
      completed("easy", seconds: 300),
      completed("custom", seconds: 50),
      completed("hard", seconds: 400, mistakes: 2),
      completed("easy", seconds: 200, mistakes: 1, hints: 1),
      completed("hard", seconds: 900, hints: 1),
      completed("easy", seconds: 250.5),
      completed("easy", seconds: 100),
    ] {
      stats.record(game)
    }
    let summaries = stats.summaries
    #expect(summaries.map(\.level) == ["easy", "hard", "custom"])
    let easy = summaries[0]
    #expect(easy.started == 4 && easy.won == 4 && easy.winRate == 1 && easy.abandoned == 0)
    #expect(easy.bestSeconds == 100 && easy.medianSeconds == 225.25 && easy.averageSeconds == 212.625)
    #expect(easy.winsWithoutMistake == 3 && easy.winsWithoutHint == 3)
    #expect(summaries[1].bestSeconds == 400 && summaries[1].medianSeconds == 600)
    #expect(summaries[1].averageSeconds == 1900 / 3.0)
    #expect(summaries[1].winsWithoutMistake == 1 && summaries[1].winsWithoutHint == 1)
    #expect(summaries[2].started == 1 && summaries[2].bestSeconds == 50)
    #expect(Stats().summaries == [])
  }

  /// Games played before Fiendish and Nightmare keep their Extreme rows; the new levels follow it, before
  /// custom puzzles, and the text table shows every row.
  @Test func theLevelsAboveExpertFollowTheOldExtremeGames() {
    var stats = Stats()
    for game in [
      completed("nightmare", seconds: 3000), completed("custom", seconds: 50),
      completed("extreme", seconds: 2000), completed("fiendish", seconds: 2500),
      completed("extreme", seconds: 1800),
    ] {
      stats.record(game)
    }
    #expect(stats.summaries.map(\.level) == ["extreme", "fiendish", "nightmare", "custom"])
    #expect(stats.summaries[0].started == 2 && stats.summaries[0].bestSeconds == 1800)
    let day = CalendarDay(year: 2026, month: 11, day: 29)!
    let text = StatsReport.text(stats, today: day, last: 0, timeZone: TimeZone(identifier: "UTC")!)
    #expect(["Extreme", "Fiendish", "Nightmare"].allSatisfy { text.contains($0) }, "\(text)")
  }

  @Test func onlyTheNewestGamesAreKept() {
    var stats = Stats()
    for i in 0...Stats.gameLimit { stats.record(completed("easy", seconds: Double(i))) }
    #expect(stats.games.count == Stats.gameLimit)
    #expect(stats.games.first?.seconds == 1)
    #expect(stats.games.last?.seconds == Double(Stats.gameLimit))
  }

  @Test func rejectsAreCountedByReason() {
    var stats = Stats()
    for reason in ["zero", "lowConfidence", "zero"] { stats.addReject(reason) }
    #expect(stats.rejects == ["zero": 2, "lowConfidence": 1])
  }

  /// Counters a file brings at their limit stay there: one more reject or ink group never traps.
  @Test func countersReadAtTheirLimitSaturate() throws {
    let text =
      #"{"format":2,"games":[],"rejects":{"zero":9223372036854775807},"#
      + #""written":{"pad":{"placed":9223372036854775807,"refused":9223372036854775807}}}"#
    var stats = try JSONDecoder().decode(Stats.self, from: Data(text.utf8))
    stats.addReject("zero")
    stats.addWritten("pad", InkTally(placed: 1, refused: 1))
    #expect(stats.rejects["zero"] == Int.max)
    #expect(stats.written["pad"] == InkTally(placed: .max, refused: .max))
    var tally = InkTally(placed: .max, refused: .max)
    tally.add(placed: true)
    tally.add(placed: false)
    #expect(tally == InkTally(placed: .max, refused: .max))
  }

  /// Ink read on the board and in the pad is counted apart; a file from before the pad has no counts.
  @Test func writtenInkIsCountedBySurface() throws {
    var stats = Stats()
    stats.addWritten("pad", InkTally(placed: 3, refused: 1))
    stats.addWritten("board", InkTally(placed: 1))
    stats.addWritten("pad", InkTally(placed: 1))
    #expect(stats.written == ["pad": InkTally(placed: 4, refused: 1), "board": InkTally(placed: 1)])
    let old = try JSONDecoder().decode(Stats.self, from: Data(#"{"format":1,"games":[],"rejects":{}}"#.utf8))
    #expect(old.written.isEmpty)
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    try store.update { $0 = stats }
    #expect(try store.load() == stats)
  }

  /// The game counts ink in memory and writes it with the next update, by reason and by surface.
  @Test func theGameCountsInkAndWritesItAtQuit() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    let storage = GameStorage(saves: nil, stats: store, settings: Settings())
    storage.countInk(.pad, refused: nil)
    storage.countInk(.pad, refused: .lowConfidence)
    storage.countInk(.board, refused: .zero)
    #expect(storage.flushInkCounts() == nil)
    let stats = try #require(try store.load())
    #expect(stats.written == ["pad": InkTally(placed: 1, refused: 1), "board": InkTally(refused: 1)])
    #expect(stats.rejects == ["lowConfidence": 1, "zero": 1])
  }

  @Test func theStoreAppendsAcrossRuns() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("data/stats.json"))
    #expect(try store.load() == nil)
    try store.update { $0.record(completed("easy", seconds: 61, daily: true)) }
    try store.update {
      $0.record(completed("hard", seconds: 700, mistakes: 3, minutes: 30))
      $0.addReject("zero")
    }
    var expected = Stats()
    expected.record(completed("easy", seconds: 61, daily: true))
    expected.record(completed("hard", seconds: 700, mistakes: 3, minutes: 30))
    expected.addReject("zero")
    #expect(try store.load() == expected)
    let text = String(decoding: dir.contents("data/stats.json") ?? Data(), as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"{"format":2,"games":[{"daily":true,"date":"2026-11-29T16:25:30Z","difficulty":"easy","hints":0,"#))
    #expect(text.contains(#""outcome":"solved""#))
  }

  @Test func unusableStatsAreNeitherUpdatedNorMoved() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    let negative =
      #"{"format":1,"rejects":{},"games":[{"daily":false,"date":"2026-11-29T16:25:30Z","#
      + #""difficulty":"easy","hints":0,"mistakes":-1,"seconds":10}]}"#
    for (content, reason) in [
      (negative, "games[0]: negative or impossible numbers"),
      (#"{"format":7,"games":[],"rejects":{}}"#, "format: unsupported stats format 7"),
      (#"{"format":1,"games":[]}"#, #"missing "rejects""#),
    ] {
      try dir.write(content, to: "stats.json")
      let error = #expect(throws: FileError.self) {
        try store.update { $0.record(completed("medium", seconds: 5)) }
      }
      #expect(error?.reason == .unusable(reason))
      #expect(
        error?.description.hasSuffix("; it was left as it is; move it away or fix it to start afresh") == true
      )
      #expect(dir.contents("stats.json") == Data(content.utf8))
      #expect(try dir.listing() == ["stats.json"])
    }
  }

  /// A stats file that turns bad during a game is a sentence in the message line, and stays as it is.
  @Test func aGameReportsStatsThatTurnedBad() throws {
    let dir = try TemporaryDirectory()
    let storage = GameStorage(
      saves: nil, stats: StatsStore(path: dir.file("stats.json")), settings: Settings())
    try dir.write("{", to: "stats.json")
    let recorded = storage.recordCompletion(midGame(), daily: nil)
    #expect(!recorded.newBest)
    let message = recorded.problem
    #expect(message?.hasPrefix("cannot load stats from stats.json: not valid JSON") == true)
    #expect(dir.contents("stats.json") == Data("{".utf8))
    // The statistics screen has the room for the whole path.
    #expect(storage.statsText().hasPrefix("cannot load stats from \(dir.file("stats.json")): not valid JSON"))
  }

  /// The fastest game of a level so far is a new best; an equal or slower one is not; levels apart.
  @Test func aCompletionSaysWhenItIsANewBest() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    let storage = GameStorage(saves: nil, stats: store, settings: Settings())
    try store.update { $0.record(completed("medium", seconds: 100)) }
    let game = midGame()  // medium, 17.5 s
    let first = storage.recordCompletion(game, daily: nil)
    #expect(first.problem == nil && first.newBest && first.streak == nil)
    #expect(first.level?.won == 2 && first.level?.bestSeconds == 17.5 && first.level?.medianSeconds == 58.75)
    let second = storage.recordCompletion(game, daily: nil)
    #expect(!second.newBest, "equal is no new best")
    #expect(second.level?.won == 3 && second.level?.medianSeconds == 17.5)
    var hard = game
    hard.difficultyLabel = "hard"
    #expect(storage.recordCompletion(hard, daily: nil).newBest, "the first of a level is its best")
    #expect(try store.load()?.games.count == 4)
  }

  /// A daily's completion carries its streak: consecutive days of solved dailies up to its day.
  @Test func aDailyCompletionCarriesItsStreak() throws {
    let dir = try TemporaryDirectory()
    let store = StatsStore(path: dir.file("stats.json"))
    let storage = GameStorage(saves: nil, stats: store, settings: Settings())
    let day = try #require(CalendarDay(year: 2026, month: 11, day: 30))
    for date in [28, 29] {
      var earlier = completed("medium", seconds: 100)
      earlier.dailyDay = try #require(CalendarDay(year: 2026, month: 11, day: date))
      try store.update { $0.record(earlier) }
    }
    #expect(storage.recordCompletion(midGame(), daily: day).streak == 3)
  }
}
