/// How a game in the statistics ended. Files from before abandoned games were kept hold solved ones only.
public enum GameOutcome: String, Codable, Sendable, CaseIterable {
  case solved
  /// Left unsolved for another game (a new game, a daily, a pasted puzzle, a restart).
  case abandoned
  /// Left for another game while stopped at its mistake limit.
  case lost
}
