import SudokuKit
/// The statistics of one difficulty level, or of all games: what the apps show per level.
public struct LevelSummary: Equatable, Sendable {
  /// The difficulty label, or "all".
  public var level: String
  /// Games solved or left unsolved for another; one only opened and replaced is never counted.
  public var started: Int
  public var won: Int
  /// Games left unsolved for another, those lost at the mistake limit included.
  public var abandoned: Int
  /// Of the abandoned, those stopped at their mistake limit.
  public var lost: Int
  public var winsWithoutMistake: Int
  public var winsWithoutHint: Int
  /// Times of the wins; nil without a win.
  public var bestSeconds: Double?
  public var averageSeconds: Double?
  /// The middle time; the mean of the two middle times for an even count.
  public var medianSeconds: Double?
  /// Wins in a row up to the last game; any game not won ends a streak.
  public var currentStreak: Int
  public var bestStreak: Int

  /// The summary of `games`, oldest first, under the name `level`.
  public init(level: String, games: [CompletedGame]) {
    self.level = level
    let wins = games.filter(\.solved)
    started = games.count
    won = wins.count
    abandoned = started - won
    lost = games.count { $0.outcome == .lost }
    winsWithoutMistake = wins.count { $0.mistakes == 0 }
    winsWithoutHint = wins.count { $0.hints == 0 }
    let times = wins.map(\.seconds).sorted()
    let middle = times.count / 2
    bestSeconds = times.first
    averageSeconds = times.isEmpty ? nil : times.reduce(0, +) / Double(times.count)
    medianSeconds =
      times.isEmpty ? nil : times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
    var run = 0
    var best = 0
    for game in games {
      run = game.solved ? run + 1 : 0
      best = max(best, run)
    }
    currentStreak = run
    bestStreak = best
  }

  /// Wins over games started, 0 to 1; nil before any game.
  public var winRate: Double? { started == 0 ? nil : Double(won) / Double(started) }
}

extension Stats {
  /// The difficulty labels from easiest to hardest; the summary lists them in this order.
  static let levelOrder = Difficulty.allCases.map(\.rawValue)

  /// One summary per level played: known levels easiest first, then any others by name. A level's
  /// streak counts its own games only, as the apps count them.
  public var summaries: [LevelSummary] {
    let byLevel = Dictionary(grouping: games, by: \.difficulty)
    let rank = { (level: String) in Self.levelOrder.firstIndex(of: level) ?? Self.levelOrder.count }
    let levels = byLevel.keys.sorted { (rank($0), $0) < (rank($1), $1) }
    return levels.map { LevelSummary(level: $0, games: byLevel[$0, default: []]) }
  }

  /// Every game as one level, "all": its streak runs across levels.
  public var overall: LevelSummary { LevelSummary(level: "all", games: games) }
}
