import SudokuKit

extension App {
  /// The screen at the mistake limit: `c` plays on without a limit, `r` starts the puzzle over, `N`
  /// asks for a new game; the board takes nothing else.
  static func mistakeLimit(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch command {
    case .keepPlaying:
      return apply(.waiveMistakeLimit, to: &state, now: now)
    case .restart:
      return startOver(&state, now: now)
    case .newGameMenu:
      state.ui.reduce(.show(.confirmNewGame))
    default:
      break
    }
    return []
  }

  /// The screen's lines; short, because the smallest board is 37 columns wide.
  static func mistakeLimitLines(_ game: GameState) -> [String] {
    [
      "Too many mistakes", "", "\(game.mistakes) mistake\(game.mistakes == 1 ? "" : "s"): the limit",
      "for this game is \(game.rules.mistakeLimit).",
      "", keepPlayingLine, restartLine, newGameLine, quitLine,
    ]
  }

  static let keepPlayingLine = "c: continue without a limit"
  static let restartLine = "r: restart this puzzle"
  static let newGameLine = "N: new game"
  static let quitLine = "q: quit"
}
