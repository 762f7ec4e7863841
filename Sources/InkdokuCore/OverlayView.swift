import Foundation
import ScreenLayout
import ScreenText
import SudokuKit
import TerminalUI

/// Screens drawn over the board area: help, the difficulty menu and its question, statistics, the mistake
/// limit and pause. Their lines are the game's (a click on the settings screen finds its line through
/// them); `InkdokuViews` draws them.
public enum OverlayView {
  /// Where the statistics the screen has no room for are.
  public static let statsRest = "inkdoku stats prints the rest"

  /// The lines of the overlay in front of the board, or nil when the board shows.
  public static func lines(_ state: AppState) -> [String]? {
    switch state.ui.screen {
    case .help:
      let width = AppCommand.keyHelp.map(\.keys.count).max() ?? 0
      let rows: [String] = AppCommand.keyHelp.map { entry in
        entry.keys.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.action
      }
      // The host's advice wrapped to the keys' width (or the screen's), so the help is no wider for it.
      let adviceWidth = min(rows.map(\.count).max() ?? 0, state.terminal.columns)
      let host = state.ui.host.map { Wrap.lines($0.advice, width: adviceWidth) } ?? []
      // Above the hint bar of an 80×24 terminal every entry counts more than the blank lines.
      let spaced = rows.count + host.count + 4 <= state.terminal.rows - 1
      let gap = spaced ? [""] : []
      return ["Keys"] + gap + rows + host + gap + ["Esc, ? or a click closes this help"]
    case .newGame(let selected):
      let rows: [String] = Difficulty.allCases.enumerated().map { i, level in
        (i == selected ? "> " : "  ") + "\(i + 1)  \(level)"
      }
      return ["New game", ""] + rows + ["", "↑↓ and Enter, 1-5 or a click", cancelLine]
    case .confirmNewGame:
      // Short lines: the smallest board is 37 columns wide.
      return [
        "New game?", "", "Abandon this game and", "start a new one?", "", yesLine, noLine,
      ]
    case .confirmRestart:
      return [
        "Restart?", "", "Start this puzzle over:", "the givens stay, your digits,", "notes and time go.", "",
        yesLine, noLine,
      ]
    case .menu(let selected):
      let width = MenuItem.allCases.map { $0.label(state).count }.max() ?? 0
      let rows = MenuItem.allCases.map { item in
        (item == selected ? "> " : "  ")
          + item.label(state).padding(toLength: width + 2, withPad: " ", startingAt: 0)
          + item.key
      }
      // No blank lines: the whole menu fits above the hint bar of the smallest terminal.
      return ["Menu"] + rows + [menuFooter]
    case .stats(let text):
      // The hint bar keeps the last row, and the title and the closing line four more.
      let body = FittedSections.lines(
        text, width: state.terminal.columns, height: state.terminal.rows - 5, rest: statsRest)
      return ["Statistics", ""] + body + ["", "Esc or a click closes"]
    case .modelView:
      return ModelView.lines(state.pencil.last) + ["", "Esc, w or a click closes"]
    case .share:
      // The hint bar keeps the last row, and the closing lines two more.
      let height = state.terminal.rows - 1 - 2
      return ShareView.lines(BoardPosition(state.game), width: state.terminal.columns, height: height) + [
        "", "Esc, s or a click closes",
      ]
    case .confirmPastedPuzzle(let givens, _, let position):
      let question =
        position.map(App.pastedPositionLines) ?? [
          "Start the pasted puzzle", "(\(givens.filledCount) givens) as a new game?",
        ]
      return ["Pasted puzzle", ""] + question + ["", yesLine, noLine]
        + (state.game.hasProgress ? ["", "This game's progress is lost."] : [])
    case .tooManyMistakes:
      return App.mistakeLimitLines(state.game)
    case .settings(let selected):
      return SettingsView.lines(state, selected: selected)
    case .playing:
      // A solved board stays in view; the panel and the hint bar tell the result.
      return state.game.paused
        ? ["Paused", "", "The clock is stopped.", "p, Esc, Enter or a click", "resumes the game."] : nil
    }
  }

  /// The menu's line at overlay line `index`.
  public static func menuItem(ofLine index: Int) -> MenuItem? { MenuItem(rawValue: index - 1) }

  static let yesLine = "y or Enter: yes"
  static let noLine = "n or Esc: no"
  static let cancelLine = "Esc or a click here cancels"
  static let menuFooter = "Click a line, or ↑↓ and Enter"

  /// What a click on overlay line `index` (which reads `line`) does: the line's own key, or nil for a
  /// line that only tells (the menu's lines are its items: `menuItem`).
  public static func command(ofLine index: Int, _ line: String, _ state: AppState) -> AppCommand? {
    switch state.ui.screen {
    case .newGame:
      if line == cancelLine { return .close }
      return (1...Difficulty.allCases.count).contains(index - 1) ? .digit(index - 1) : nil
    default:
      let answers: [String: AppCommand] = [
        yesLine: .answer(true), noLine: .answer(false), App.keepPlayingLine: .keepPlaying,
        App.restartLine: .restart, App.newGameLine: .newGameMenu, App.quitLine: .quit,
      ]
      return answers[line]
    }
  }
}
