/// Why a puzzle cannot be played: what `GameState(puzzle:)` throws.
public enum UnplayablePuzzle: Error, Hashable, Sendable {
  /// A digit repeats in a unit.
  case conflict(Conflict)
  case noSolution
  /// The digit in `cell` (a given or an entry) leaves no solution with the digits before it.
  case unsolvable(cell: Int, digit: Int)
  case severalSolutions
  /// Every cell is given: nothing is left to fill.
  case complete

  /// The reason as a sentence about the puzzle, called `subject` ("the puzzle", "it").
  public func sentence(subject: String) -> String {
    switch self {
    case .conflict(let conflict): "\(conflict)"
    case .noSolution: "\(subject) has no solution"
    case .unsolvable(let cell, let digit):
      "\(Board.name(cell)): \(digit) leaves \(subject) without a solution"
    case .severalSolutions: "\(subject) has more than one solution"
    case .complete: "\(subject) is already complete"
    }
  }
}

extension GameState {
  /// A game of `puzzle`, solved here: it must have exactly one solution and a cell left to fill.
  public init(puzzle: Grid, difficultyLabel: String? = nil, rules: GameRules = GameRules())
    throws(UnplayablePuzzle)
  {
    if let conflict = puzzle.conflicts().first { throw .conflict(conflict) }
    switch Solver.uniqueness(puzzle) {
    case .none: throw Self.unsolvable(puzzle)
    case .multiple: throw .severalSolutions
    case .unique(let solution):
      guard
        let game = GameState(
          givens: puzzle, solution: solution, difficultyLabel: difficultyLabel, rules: rules)
      else { throw .complete }
      self = game
    }
  }
}

extension GameState {
  /// The digit to name in a puzzle without a solution, as a player who shares a position with a wrong
  /// digit has no other way to find it: the first, in reading order, without which the puzzle has
  /// exactly one solution (the wrong digit of a puzzle that had one); failing that, the first that the
  /// digits before it leave no solution for.
  static func unsolvable(_ puzzle: Grid) -> UnplayablePuzzle {
    let filled = (0..<81).filter { puzzle[$0] != 0 }
    for cell in filled {
      var without = puzzle
      without[cell] = 0
      if case .unique = Solver.uniqueness(without) { return .unsolvable(cell: cell, digit: puzzle[cell]) }
    }
    var before = Grid()
    for cell in filled {
      before[cell] = puzzle[cell]
      if Solver.solve(before) == nil { return .unsolvable(cell: cell, digit: puzzle[cell]) }
    }
    return .noSolution
  }

  /// This game with `notes` (81 sets) written into its empty cells, as a shared position brings them:
  /// they are where the game starts, so undo does not take them back.
  public func noting(_ notes: [DigitSet]) -> GameState {
    var game = self
    for cell in 0..<81 where game.digit(at: cell) == 0 { game.notes[cell] = notes[cell] }
    return game
  }
}
