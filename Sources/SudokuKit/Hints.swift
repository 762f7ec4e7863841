/// Help for a player: a mistake to fix, the next deduction, or word that the board is done.
public enum Hint: Hashable, Sendable {
  /// A player digit that differs from the solution; it has to go before logic can help.
  case wrongEntry(cell: Int, entered: Int)
  /// The player's notes in this cell leave out the digit that goes there.
  case wrongNotes(cell: Int)
  /// The easiest step from the candidates the player sees. When it only removes candidates and none of
  /// them shows in the player's notes (applying it would change nothing on screen), `then` carries the
  /// reasoning on up to the first step that places a digit, and the explanation says so; otherwise
  /// `then` is empty and the hint does exactly its step.
  case step(Step, then: [Step])
  case solved

  /// One human line for the status bar.
  public var explanation: String {
    switch self {
    case .wrongEntry(let cell, let entered):
      return "\(Board.name(cell)) holds \(entered), but that is not its digit"
    case .wrongNotes(let cell):
      return "The notes in \(Board.name(cell)) leave out the digit that goes there"
    case .step(let step, let then):
      guard let last = then.last?.placement else { return step.explanation }
      return "\(step.explanation); this leads to \(Board.name(last.cell))=\(last.digit)"
    case .solved:
      return "The puzzle is solved"
    }
  }

  /// The reasoning in plain words, where the explanation's notation needs reading (chains).
  public var inWords: String? {
    guard case .step(let step, _) = self else { return nil }
    return step.inWords
  }

  /// The first thing a hint says: what to look for and where, without the answer.
  public var nudge: String {
    switch self {
    case .wrongEntry(let cell, _):
      return "A digit you placed is wrong: look at \(Unit(kind: .row, index: cell / 9))"
    case .wrongNotes(let cell):
      return "Some notes leave out the right digit: look at \(Unit(kind: .row, index: cell / 9))"
    case .step(let step, _) where step.technique == .trial:
      return "No logical step is left: the next hint shows a digit"
    case .step(let step, _):
      let place = step.units.first?.description ?? step.cells.first.map(Board.name) ?? "the board"
      return "Look at \(place): \(step.technique.displayName)"
    case .solved:
      return explanation
    }
  }

  /// The digit the hint leads to, if any.
  public var placement: Placement? {
    guard case .step(let step, let then) = self else { return nil }
    return then.last?.placement ?? step.placement
  }
}

/// Builds hints from the puzzle, the player's digits and the solution; pure, no I/O.
public enum Hints {
  /// The next hint: a wrong entry first (the first in reading order), then notes that leave out a
  /// cell's digit, otherwise the next logical step on the candidates the player sees: a cell's notes
  /// where it has notes (`notes`, one set per cell, or none), the digits its units allow elsewhere. So
  /// a candidate the player already removed is never suggested again. When logic is stuck the hint
  /// reveals the digit of the most constrained empty cell, as a `trial` step. `knownUnique` (the puzzle
  /// has exactly one solution, as every generated or bundled puzzle does) lets unique rectangles in.
  public static func next(
    givens: Grid, entries: Grid, notes: [DigitSet] = [], solution: Grid, knownUnique: Bool = false
  ) -> Hint {
    var grid = givens
    for c in 0..<81 where givens[c] == 0 && entries[c] != 0 {
      guard entries[c] == solution[c] else { return .wrongEntry(cell: c, entered: entries[c]) }
      grid[c] = entries[c]
    }
    guard !grid.isComplete else { return .solved }
    var candidates = Candidates(grid: grid)
    for c in notes.indices where grid[c] == 0 && !notes[c].isEmpty {
      guard notes[c].contains(solution[c]) else { return .wrongNotes(cell: c) }
      candidates[c] = candidates[c].intersection(notes[c])
    }
    var steps: [Step] = []
    while steps.last.map({ $0.placement == nil && !shows($0, in: notes) }) ?? true {
      let step =
        LogicSolver.nextStep(
          candidates.masks, knownUnique: knownUnique, placed: LogicSolver.placed(grid, givens))
        ?? reveal(grid, candidates, solution)
      step.apply(to: &grid, candidates: &candidates)
      steps.append(step)
    }
    return .step(steps[0], then: Array(steps.dropFirst()))
  }

  /// Whether applying `step` changes the player's notes: one of the candidates it removes is noted.
  private static func shows(_ step: Step, in notes: [DigitSet]) -> Bool {
    step.eliminations.contains { notes.indices.contains($0.cell) && notes[$0.cell].contains($0.digit) }
  }

  private static func reveal(_ grid: Grid, _ candidates: Candidates, _ solution: Grid) -> Step {
    let empty = (0..<81).filter { grid[$0] == 0 }
    let cell = empty.min { candidates[$0].count < candidates[$1].count }!
    return Step(
      technique: .trial, digits: DigitSet([solution[cell]]), cells: [cell],
      placement: Placement(cell: cell, digit: solution[cell]))
  }
}
