import SudokuKit

extension App {
  /// The question before abandoning a game: yes goes on to the difficulty menu, no back to the board
  /// unchanged. Nothing else acts while it is open, so a digit typed by mistake is not placed.
  static func confirmNewGame(_ command: AppCommand, _ state: inout AppState) -> [AppEffect] {
    switch command {
    case .answer(true), .confirm: state.ui.reduce(.show(newGameScreen(state.game)))
    // `N` again takes the question back, as it closes the menu.
    case .answer(false), .close, .newGameMenu: state.ui.reduce(.show(.playing))
    default: break
    }
    return []
  }

  /// The difficulty menu with the current game's level highlighted.
  static func newGameScreen(_ game: GameState) -> AppScreen {
    let current = game.difficulty ?? .medium
    return .newGame(selected: NewGameChoice.all.firstIndex(of: .level(current)) ?? 1)
  }

  /// The statistics' record of `game` when another game replaces it unsolved after it was started.
  static func abandoning(_ game: GameState, daily: CalendarDay?) -> [AppEffect] {
    game.isStarted && !game.solved ? [.recordAbandoned(game, daily: daily)] : []
  }

  /// The question's own line, in the overlay and the hint bar's place.
  public static let abandonQuestion = "Abandon this game and start a new one? y / n"
}

extension GameState {
  /// Whether starting another game would lose something: an unsolved game with a digit or a note
  /// written on it. A solved game has nothing left to lose, and one not yet touched nothing to keep.
  public var hasProgress: Bool {
    !solved && (0..<81).contains { entries[$0] != 0 || !notes[$0].isEmpty }
  }

  /// Whether the statistics count the game: it holds a digit or note of the player's, or has counted a
  /// mistake or a hint. One only opened and replaced is not counted.
  public var isStarted: Bool { hasProgress || mistakes > 0 || hintsUsed > 0 }
}
