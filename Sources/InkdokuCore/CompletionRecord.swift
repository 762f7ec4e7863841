/// How a solved game compares with the others of its level, as the statistics had it once it was added.
public struct CompletionRecord: Codable, Equatable, Sendable {
  /// Games of the level solved, this one included.
  public var played: Int
  public var bestSeconds: Double
  public var medianSeconds: Double
  /// This game is the level's fastest.
  public var newBest: Bool
  /// Consecutive days of solved daily puzzles, for a daily; nil for other games.
  public var streak: Int?

  public init(played: Int, bestSeconds: Double, medianSeconds: Double, newBest: Bool, streak: Int? = nil) {
    self.played = played
    self.bestSeconds = bestSeconds
    self.medianSeconds = medianSeconds
    self.newBest = newBest
    self.streak = streak
  }
}
