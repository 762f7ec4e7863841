import SudokuKit

extension App {
  /// The screen at the mistake limit: `c` plays on without a limit, `r` starts the puzzle over, `N`
  /// asks for a new game; the board takes nothing else.
  static func mistakeLimit(_ command: AppCommand, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch command {
    case .keepPlaying:
      return apply(.waiveMistakeLimit, to: &state, now: now)
    case .restart:
      state.ui.hint = nil
      _ = pencils(.cancel, &state, now: now)
      // The attempt ends unwon, as a new game would end it: the statistics count it lost.
      return abandoning(state.game, daily: state.play.daily) + apply(.restart, to: &state, now: now)
    case .newGameMenu:
      state.ui.screen = .confirmNewGame
    default:
      break
    }
    return []
  }

  /// The screen's lines; short, because the smallest board is 37 columns wide.
  static func mistakeLimitLines(_ game: GameState) -> [String] {
    [
      "Too many mistakes", "", "\(game.mistakes) mistakes: the limit",
      "for this game is \(game.rules.mistakeLimit).",
      "", "c: continue without a limit", "r: restart this puzzle", "N: new game · q: quit",
    ]
  }
}
