import SudokuKit

extension App {
  /// A pasted puzzle is offered, never started unasked: the player sees the question and answers it.
  /// One that cannot be played, or a pencil-mark grid that cannot be read, is named as such and changes
  /// nothing.
  static func pasted(_ puzzle: String, _ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.ui.screen == .playing else { return [] }
    if let grid = Grid(line: puzzle) {
      do {
        let game = try GameState(puzzle: grid)
        state.ui.reduce(.show(.confirmPastedPuzzle(givens: grid, solution: game.solution)))
      } catch {
        say("Pasted puzzle not started: \(error.sentence(subject: "it"))", &state, now: now, isError: true)
      }
      return []
    }
    return pastedGrid(puzzle, &state, now: now)
  }

  /// A pasted pencil-mark grid (its 9 rows, as the paste decoder keeps them) is offered with its entries
  /// and notes, the way `play` reads a shared one.
  private static func pastedGrid(_ rows: String, _ state: inout AppState, now: Double) -> [AppEffect] {
    let position: BoardPosition
    do {
      // The rows are the grid's 9 rows and nothing else, so a line number is a row.
      guard let read = try PuzzleReader.read(rows, source: "paste", format: .marks).first?.position else {
        return []
      }
      position = read
    } catch {
      let row = error.line.map { "row \($0): " } ?? ""
      say("Pasted grid not read: \(row)\(error.problem)", &state, now: now, isError: true)
      return []
    }
    do {
      let game = try GameState(position: position)
      let isPlain = position.entries == Grid() && position.notes.allSatisfy(\.isEmpty)
      state.ui.reduce(
        .show(
          .confirmPastedPuzzle(
            givens: position.givens, solution: game.solution, position: isPlain ? nil : position)
        ))
    } catch {
      say("Pasted grid not started: \(error.sentence(subject: "it"))", &state, now: now, isError: true)
    }
    return []
  }

  /// The answer to "start the pasted puzzle?": yes starts it as a Custom game under the new-game rules,
  /// from the pasted position when there is one.
  static func confirmPastedPuzzle(
    _ command: AppCommand, givens: Grid, solution: Grid, _ position: BoardPosition?, _ state: inout AppState,
    now: Double
  ) -> [AppEffect] {
    switch command {
    case .answer(true), .confirm:
      if let position {
        return startGame(.newPosition(position, rules: state.settings.rules), &state, now: now)
      }
      return startGame(givens: givens, solution: solution, label: nil, &state, now: now)
    case .answer(false), .close:
      state.ui.reduce(.show(.playing))
    default:
      break
    }
    return []
  }

  /// How the question names a pasted position: what it brings besides the givens.
  static func pastedPositionLines(_ position: BoardPosition) -> [String] {
    let noted = position.notes.filter { !$0.isEmpty }.count
    return [
      "Start the pasted position",
      "(\(position.givens.filledCount) givens, \(position.entries.filledCount) of your digits,",
      "notes in \(noted) cells) as a new game?",
    ]
  }

  /// The question's own line, in the hint bar.
  public static let pasteQuestion = "Start the pasted puzzle? y / n"
}
