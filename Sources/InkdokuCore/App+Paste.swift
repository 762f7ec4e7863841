import SudokuKit

extension App {
  /// A pasted puzzle is offered, never started unasked: the player sees the question and answers it.
  /// One that cannot be played is named as such and changes nothing.
  static func pasted(_ puzzle: String, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.ui.screen == .playing, let grid = Grid(line: puzzle) else { return [] }
    do {
      let game = try GameState(puzzle: grid)
      state.ui.screen = .confirmPastedPuzzle(givens: grid, solution: game.solution)
    } catch {
      say("Pasted puzzle not started: \(error.sentence(subject: "it"))", &state, now: now, isError: true)
    }
    return []
  }

  /// The answer to "start the pasted puzzle?": yes starts it as a Custom game under the new-game rules.
  static func confirmPastedPuzzle(
    _ command: AppCommand, givens: Grid, solution: Grid, _ state: inout AppState, now: Double
  ) -> [AppEffect] {
    switch command {
    case .answer(true), .confirm:
      return startGame(givens: givens, solution: solution, label: nil, &state, now: now)
    case .answer(false), .close:
      state.ui.screen = .playing
    default:
      break
    }
    return []
  }

  /// The question's own line, in the hint bar.
  public static let pasteQuestion = "Start the pasted puzzle? y / n"
}
