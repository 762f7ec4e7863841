import Foundation
import InkKit
import Recognition
import SudokuKit

/// The files behind a session: the autosave, statistics and settings. Failures come back as a sentence
/// for the player; the game goes on.
public final class GameStorage {
  private let saves: SaveStore?
  private let stats: StatsStore?
  /// Where changed settings are written; nil keeps them for the session only.
  private let settingsFile: SettingsStore?
  /// Where the player's hand is written; nil keeps what play teaches for the session only.
  private let hand: HandStore?
  public var settings: Settings

  /// Storage that keeps nothing: replays and tests must never touch the player's files.
  public static func ephemeral() -> GameStorage { GameStorage(saves: nil, stats: nil, settings: Settings()) }

  public init(
    saves: SaveStore?, stats: StatsStore?, settings: Settings, settingsFile: SettingsStore? = nil,
    hand: HandStore? = nil
  ) {
    self.hand = hand
    self.saves = saves
    self.stats = stats
    self.settings = settings
    self.settingsFile = settingsFile
  }

  /// Writes `settings` to the settings file; a sentence when it could not be written.
  public func saveSettings() -> String? {
    do {
      try settingsFile?.save(settings)
      return nil
    } catch {
      return error.notice
    }
  }

  /// Writes the player's hand; a sentence when it could not be written.
  public func saveHand(_ profile: WriterProfile) -> String? {
    do {
      try hand?.save(profile)
      return nil
    } catch {
      return error.notice
    }
  }

  /// Writes the autosave, with the day when the game is a daily puzzle. A solved game is left to
  /// `recordCompletion`, which clears the save once the statistics hold its result and keeps it there
  /// until then; a won game still waiting is filed first, before another game's save may replace it.
  public func save(_ game: GameState, daily: CalendarDay?) -> String? {
    guard let saves, !game.solved else { return nil }
    if let unfiled, let problem = recordCompletion(unfiled.game, daily: unfiled.daily).problem {
      return "\(problem); this game is not saved, so as to keep the won one"
    }
    do {
      try saves.save(SavedGame(game: game, daily: daily))
      return nil
    } catch {
      return error.notice
    }
  }

  /// A solved game whose result the statistics could not take: the save holds it until they do.
  public private(set) var unfiled: SavedGame?

  /// What the player hears at the end when a won game waits in the save for the statistics.
  public var unfiledNotice: String? {
    unfiled.map { _ in
      "the won game is kept in save.json until the statistics can be written; the next start records it"
    }
  }

  /// Ink read, counted in memory and written with the next statistics update, so a burst of writing
  /// never waits on the disk: rejects by reason, and groups by surface.
  private var rejects: [RejectReason: Int] = [:]
  private var written: [InkSurface: InkTally] = [:]

  /// Counts a group read on `surface`, refused for `reason` or placed.
  public func countInk(_ surface: InkSurface, refused reason: RejectReason?) {
    if let reason { rejects[reason, default: 0] += 1 }
    written[surface, default: InkTally()].add(placed: reason == nil)
  }

  /// Writes the counted ink (at quit); nil when all went well.
  public func flushInkCounts() -> String? {
    written.isEmpty ? nil : updateStats { _ in }
  }

  /// Adds the solved `game` to the statistics; says whether it is the fastest of its level so far,
  /// the level's summary with it, and the daily streak for a daily, or why it could not be written.
  public func recordCompletion(_ game: GameState, daily: CalendarDay?)
    -> (problem: String?, newBest: Bool, level: LevelSummary?, streak: Int?)
  {
    let completed = CompletedGame(solved: game, date: Date(), dailyDay: daily)
    var newBest = false
    var level: LevelSummary?
    var streak: Int?
    let problem = updateStats { stats in
      let best = stats.summaries.first { $0.level == completed.difficulty }?.bestSeconds
      newBest = best.map { completed.seconds < $0 } ?? true
      stats.record(completed)
      level = stats.summaries.first { $0.level == completed.difficulty }
      if let daily { streak = DailyRecord(stats.games, today: daily).currentStreak }
    }
    guard problem == nil else { return (keep(SavedGame(game: game, daily: daily), problem), false, nil, nil) }
    unfiled = nil
    do {
      try saves?.clear()
    } catch {
      return (error.notice, newBest, level, streak)
    }
    return (nil, newBest, level, streak)
  }

  /// Keeps the solved game `won` in the save, its result not in the statistics for `problem`.
  private func keep(_ won: SavedGame, _ problem: String?) -> String? {
    unfiled = won
    do {
      try saves?.save(won)
      return problem
    } catch {
      return [problem, error.notice].compactMap { $0 }.joined(separator: "; ")
    }
  }

  /// Adds `game`, which the player leaves unsolved for another, to the statistics as abandoned (or lost
  /// at its mistake limit); a sentence when it could not be written.
  public func recordAbandoned(_ game: GameState, daily: CalendarDay?) -> String? {
    let abandoned = CompletedGame(abandoned: game, date: Date(), dailyDay: daily)
    return updateStats { $0.record(abandoned) }
  }

  /// How the daily puzzle of `day` went, if it was solved; nil too when the statistics cannot be read.
  public func dailyResult(for day: CalendarDay) -> CompletedGame? {
    (try? stats?.load())??.games.last { $0.solved && $0.dailyDay == day }
  }

  /// Applies `change` and the counted rejects to the statistics file; a sentence on failure, when a
  /// file that turned bad during the game is left as it is.
  private func updateStats(_ change: (inout Stats) -> Void) -> String? {
    guard let stats else { return nil }
    let counted = rejects.sorted { $0.key.rawValue < $1.key.rawValue }
    let tallies = written.sorted { $0.key.rawValue < $1.key.rawValue }
    do {
      try stats.update { s in
        change(&s)
        for (reason, n) in counted { s.addReject(reason.rawValue, count: n) }
        for (surface, tally) in tallies { s.addWritten(surface.rawValue, tally) }
      }
      rejects = [:]
      written = [:]
      return nil
    } catch {
      return error.notice
    }
  }

  /// The statistics screen's text: the report with its last `StatsReport.screenHistory` games.
  public func statsText() -> String {
    guard let stats else { return "Statistics are not kept in this session." }
    do {
      return StatsReport.text(
        try stats.load() ?? Stats(), today: CalendarDay(Date(), in: .current), last: StatsReport.screenHistory
      )
    } catch {
      return String(describing: error)
    }
  }
}
