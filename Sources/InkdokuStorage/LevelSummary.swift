/// The statistics of one difficulty level.
public struct LevelSummary: Equatable, Sendable {
  public var level: String
  public var played: Int
  public var bestSeconds: Double
  /// The middle time; the mean of the two middle times for an even count.
  public var medianSeconds: Double
  public var averageMistakes: Double
  public var totalHints: Int
}

extension Stats {
  /// The difficulty labels from easiest to hardest; the summary lists them in this order.
  static let levelOrder = ["easy", "medium", "hard", "expert", "extreme"]

  /// One summary per level played: known levels easiest first, then any others by name.
  public var summaries: [LevelSummary] {
    let byLevel = Dictionary(grouping: games, by: \.difficulty)
    let rank = { (level: String) in Self.levelOrder.firstIndex(of: level) ?? Self.levelOrder.count }
    let levels = byLevel.keys.sorted { (rank($0), $0) < (rank($1), $1) }
    return levels.map { level in
      let games = byLevel[level, default: []]
      let times = games.map(\.seconds).sorted()
      let middle = times.count / 2
      return LevelSummary(
        level: level, played: games.count, bestSeconds: times[0],
        medianSeconds: times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2,
        averageMistakes: Double(games.reduce(0) { $0 + $1.mistakes }) / Double(games.count),
        totalHints: games.reduce(0) { $0 + $1.hints })
    }
  }
}
