import Foundation
import SudokuKit

/// One ended game, as the statistics remember it: solved, or left unsolved for another.
public struct CompletedGame: Codable, Equatable, Sendable {
  /// When it was solved or left; stored as ISO 8601 to the second.
  public var date: Date
  /// The puzzle's difficulty label: "easy" … "extreme", or "custom" for a puzzle from a file.
  public var difficulty: String
  /// Play time, without pauses.
  public var seconds: Double
  public var mistakes: Int
  public var hints: Int
  public var daily: Bool
  /// Whose daily puzzle it was; absent in files written before it was kept, and for other games.
  public var dailyDay: CalendarDay?
  /// Solved in files written before abandoned games were kept.
  public var outcome: GameOutcome

  public init(
    date: Date, difficulty: String, seconds: Double, mistakes: Int, hints: Int, daily: Bool,
    dailyDay: CalendarDay? = nil, outcome: GameOutcome = .solved
  ) {
    self.date = date
    self.difficulty = difficulty
    self.seconds = seconds
    self.mistakes = mistakes
    self.hints = hints
    self.daily = daily
    self.dailyDay = dailyDay
    self.outcome = outcome
  }

  /// The record of `game`, which the caller has just seen solved; `dailyDay` when it was that daily.
  public init(solved game: GameState, date: Date, dailyDay: CalendarDay?) {
    self.init(game, date: date, dailyDay: dailyDay, outcome: .solved)
  }

  /// The record of `game`, which the player leaves unsolved for another: lost when it stopped at its
  /// mistake limit, else abandoned.
  public init(abandoned game: GameState, date: Date, dailyDay: CalendarDay?) {
    self.init(game, date: date, dailyDay: dailyDay, outcome: game.overMistakeLimit ? .lost : .abandoned)
  }

  private init(_ game: GameState, date: Date, dailyDay: CalendarDay?, outcome: GameOutcome) {
    self.init(
      date: date, difficulty: game.difficultyLabel ?? "custom", seconds: game.elapsed,
      mistakes: game.mistakes, hints: game.hintsUsed, daily: dailyDay != nil, dailyDay: dailyDay,
      outcome: outcome)
  }

  public var solved: Bool { outcome == .solved }

  private enum CodingKeys: String, CodingKey {
    case date, difficulty, seconds, mistakes, hints, daily, dailyDay, outcome
  }

  /// Refuses numbers no game can produce, which would otherwise break the summary's arithmetic.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    difficulty = try container.decode(String.self, forKey: .difficulty)
    seconds = try container.decode(Double.self, forKey: .seconds)
    mistakes = try container.decode(Int.self, forKey: .mistakes)
    hints = try container.decode(Int.self, forKey: .hints)
    daily = try container.decode(Bool.self, forKey: .daily)
    dailyDay = try container.decodeIfPresent(CalendarDay.self, forKey: .dailyDay)
    outcome = try container.decodeIfPresent(GameOutcome.self, forKey: .outcome) ?? .solved
    guard seconds >= 0 && seconds <= GameState.elapsedLimit && mistakes >= 0 && hints >= 0 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "negative or impossible numbers"))
    }
  }
}
