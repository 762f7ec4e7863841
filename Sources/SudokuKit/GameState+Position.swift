extension GameState {
  /// A game that starts from a shared position: its givens are the puzzle, its entries the player's
  /// digits (erasable, and right: a wrong one is named, since the puzzle has no solution with it) and its
  /// notes in the empty cells. Undo does not take any of them back.
  public init(position: BoardPosition, difficultyLabel: String? = nil, rules: GameRules = GameRules())
    throws(UnplayablePuzzle)
  {
    if let conflict = position.digits.conflicts().first { throw .conflict(conflict) }
    var game = try GameState(puzzle: position.givens, difficultyLabel: difficultyLabel, rules: rules)
    for cell in 0..<81 where position.entries[cell] != 0 {
      guard position.entries[cell] == game.solution[cell] else {
        throw .unsolvable(cell: cell, digit: position.entries[cell])
      }
      game.entries[cell] = position.entries[cell]
    }
    if game.board.isComplete { throw .complete }
    self = game.noting(position.notes)
    if liveCandidates { takeNotesLive() }
  }
}
