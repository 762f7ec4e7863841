import SudokuKit

extension App {
  /// A pasted puzzle is offered, never started unasked: the player sees the question and answers it.
  /// One that cannot be played is named as such and changes nothing.
  static func pasted(_ puzzle: String, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.screen == .playing, let grid = Grid(line: puzzle) else {
      return apply(.tick, to: &state, now: now)
    }
    if let conflict = grid.conflicts().first {
      say("Pasted puzzle not started: \(conflict)", &state, now: now, isError: true)
    } else {
      switch Solver.uniqueness(grid) {
      case .none: say("Pasted puzzle not started: it has no solution", &state, now: now, isError: true)
      case .multiple:
        say("Pasted puzzle not started: it has more than one solution", &state, now: now, isError: true)
      case .unique(let solution) where GameState.isPlayable(givens: grid, solution: solution):
        state.screen = .confirmPastedPuzzle(givens: grid, solution: solution)
      case .unique:
        say("Pasted puzzle not started: it is already complete", &state, now: now, isError: true)
      }
    }
    return apply(.tick, to: &state, now: now)
  }

  /// The answer to "start the pasted puzzle?": yes starts it as a Custom game under the new-game rules.
  static func confirmPastedPuzzle(
    _ command: AppCommand, givens: Grid, solution: Grid, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    switch command {
    case .answer(true), .confirm:
      return startGame(givens: givens, solution: solution, label: nil, &state, now: now)
    case .answer(false), .close:
      state.screen = .playing
    default:
      break
    }
    return apply(.tick, to: &state, now: now)
  }

  /// The question's own line, in the hint bar.
  static let pasteQuestion = "Start the pasted puzzle? y / n"
}
