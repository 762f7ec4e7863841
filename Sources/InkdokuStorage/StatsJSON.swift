import Foundation
import SudokuKit

/// `inkdoku stats --json`: the statistics as one JSON document for scripts. Its keys are stable and
/// documented in the README and the man page; times are seconds, an unknown value is null.
public enum StatsJSON {
  /// Bumped when a key changes meaning or goes; new keys may come without it.
  static let version = 1

  /// The document for `stats` as of `today`, with the `last` games, newest first.
  public static func document(_ stats: Stats, today: CalendarDay, last: Int) -> String {
    let summaries = stats.summaries
    let daily = DailyRecord(stats.games, today: today)
    let document = Document(
      version: version, levels: summaries.map(Level.init), all: Level(stats.overall),
      daily: Daily(
        solved: daily.solved, currentStreak: daily.currentStreak, bestStreak: daily.bestStreak,
        lastDay: daily.last?.dailyDay),
      history: stats.lastGames(last).map(Game.init), written: stats.written,
      rejects: stats.rejects)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every value is a number, a string, a bool or null: encoding cannot fail.
    return String(decoding: try! encoder.encode(document), as: UTF8.self) + "\n"
  }

  private struct Document: Encodable {
    let version: Int
    let levels: [Level]
    let all: Level
    let daily: Daily
    let history: [Game]
    let written: [String: InkTally]
    let rejects: [String: Int]
  }

  /// A level's summary; the optional values are written as null rather than left out.
  private struct Level: Encodable {
    let summary: LevelSummary

    init(_ summary: LevelSummary) { self.summary = summary }

    enum CodingKeys: String, CodingKey {
      case level, started, won, abandoned, lost, winRate, winsWithoutMistake, winsWithoutHint
      case bestSeconds, averageSeconds, medianSeconds, currentStreak, bestStreak
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      let s = summary
      try c.encode(s.level, forKey: .level)
      try c.encode(s.started, forKey: .started)
      try c.encode(s.won, forKey: .won)
      try c.encode(s.abandoned, forKey: .abandoned)
      try c.encode(s.lost, forKey: .lost)
      try c.encode(s.winRate, forKey: .winRate)
      try c.encode(s.winsWithoutMistake, forKey: .winsWithoutMistake)
      try c.encode(s.winsWithoutHint, forKey: .winsWithoutHint)
      try c.encode(s.bestSeconds.map(milliseconds), forKey: .bestSeconds)
      try c.encode(s.averageSeconds.map(milliseconds), forKey: .averageSeconds)
      try c.encode(s.medianSeconds.map(milliseconds), forKey: .medianSeconds)
      try c.encode(s.currentStreak, forKey: .currentStreak)
      try c.encode(s.bestStreak, forKey: .bestStreak)
    }
  }

  private struct Daily: Encodable {
    let solved: Int
    let currentStreak: Int
    let bestStreak: Int
    let lastDay: CalendarDay?

    enum CodingKeys: String, CodingKey { case solved, currentStreak, bestStreak, lastDay }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(solved, forKey: .solved)
      try c.encode(currentStreak, forKey: .currentStreak)
      try c.encode(bestStreak, forKey: .bestStreak)
      try c.encode(lastDay, forKey: .lastDay)
    }
  }

  private struct Game: Encodable {
    let game: CompletedGame

    init(_ game: CompletedGame) { self.game = game }

    enum CodingKeys: String, CodingKey {
      case date, level, seconds, mistakes, hints, daily, dailyDay, outcome
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(game.date, forKey: .date)
      try c.encode(game.difficulty, forKey: .level)
      try c.encode(milliseconds(game.seconds), forKey: .seconds)
      try c.encode(game.mistakes, forKey: .mistakes)
      try c.encode(game.hints, forKey: .hints)
      try c.encode(game.daily, forKey: .daily)
      try c.encode(game.dailyDay, forKey: .dailyDay)
      try c.encode(game.outcome, forKey: .outcome)
    }
  }
}

/// Seconds to the millisecond: the clock's sums carry binary noise (`3.2560879999999983`) that nobody
/// reading the JSON wants, and no time the game shows is finer.
private func milliseconds(_ seconds: Double) -> Double {
  seconds.isFinite ? (seconds * 1000).rounded() / 1000 : seconds
}
