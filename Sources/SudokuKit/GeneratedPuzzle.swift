/// A generated puzzle with its unique solution and the grader's verdict.
public struct GeneratedPuzzle: Hashable, Sendable {
  public let puzzle: Grid
  public let solution: Grid
  /// The grader's level, which is always the one asked for.
  public let difficulty: Difficulty
  /// How many minimal puzzles were tried (for easy, clue-clearing passes) before one led to the level.
  public let attempts: Int
}
