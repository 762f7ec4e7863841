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
    case .help(let top):
      let body = helpBody(state)
      // Above the hint bar of an 80×24 terminal every entry counts more than the blank lines.
      let room = state.terminal.rows - 3
      if body.count + 2 <= room { return ["Keys", ""] + body + ["", helpClose] }
      if body.count <= room { return ["Keys"] + body + [helpClose] }
      return ["Keys"] + ListWindow.text(body, room: room, top: top) + [helpScrollClose]
    case .newGame(let selected):
      let rows: [String] = NewGameChoice.all.enumerated().map { i, choice in
        (i == selected ? "> " : "  ") + "\(i + 1)  \(choice.label)"
      }
      return ["New game", ""] + rows + ["", "↑↓ and Enter, 1-\(rows.count) or a click", cancelLine]
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
      let items = MenuItem.allCases
      let width = items.map { $0.label(state).count }.max() ?? 0
      let rows = menuWindow(state, selected: selected).lines.map { line in
        switch line {
        case .entry(let index):
          let item = items[index]
          return (item == selected ? "> " : "  ")
            + item.label(state).padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + (item.isAvailable(state) ? item.key : unavailableKey)
        case .more(let up): return up ? ListWindow.moreAbove : ListWindow.moreBelow
        }
      }
      // No blank lines: the title, the items and the footer fill the rows above the hint bar, and a
      // window too short for every item shows those around the selection.
      return ["Menu"] + rows + [state.game.paused ? pausedMenuFooter : menuFooter]
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

  /// The menu's items that show in a window of `state`'s height, around `selected`.
  static func menuWindow(_ state: AppState, selected: MenuItem) -> ListWindow {
    // The hint bar keeps the last row, the title and the footer two more.
    ListWindow(count: MenuItem.allCases.count, selected: selected.rawValue, room: state.terminal.rows - 3)
  }

  /// The menu's line at overlay line `index`: an item, or a line that says more are past the window.
  public static func menuLine(_ index: Int, _ state: AppState, selected: MenuItem) -> ListWindow.Line? {
    let lines = menuWindow(state, selected: selected).lines
    return lines.indices.contains(index - 1) ? lines[index - 1] : nil
  }

  /// The overlay lines of items that wait for the game to resume: drawn faint.
  public static func unavailableLines(_ state: AppState) -> Set<Int> {
    guard case .menu(let selected) = state.ui.screen else { return [] }
    let lines = menuWindow(state, selected: selected).lines.enumerated().compactMap { i, line -> Int? in
      guard case .entry(let index) = line, !MenuItem.allCases[index].isAvailable(state) else { return nil }
      return i + 1
    }
    return Set(lines)
  }

  /// The keys and what they do, an action too long for the window wrapped under itself (in a narrow
  /// one, under its keys), then the host's advice wrapped to the keys' width (or the screen's), so the
  /// help is no wider for it.
  static func helpBody(_ state: AppState) -> [String] {
    let width = AppCommand.keyHelp.map(\.keys.count).max() ?? 0
    let columns = state.terminal.columns
    let stacked = columns - width - 2 < 24
    let rows: [String] = AppCommand.keyHelp.flatMap { entry in
      if stacked {
        return [entry.keys] + Wrap.lines(entry.action, width: max(columns - 2, 1)).map { "  " + $0 }
      }
      return Wrap.lines(entry.action, width: columns - width - 2).enumerated().map { i, part in
        (i == 0 ? entry.keys : "").padding(toLength: width + 2, withPad: " ", startingAt: 0) + part
      }
    }
    let adviceWidth = min(rows.map(\.count).max() ?? 0, state.terminal.columns)
    return rows + (state.ui.host.map { Wrap.lines($0.advice, width: adviceWidth) } ?? [])
  }

  /// The first line of the help a window can show from, at its end.
  static func helpLastTop(_ state: AppState) -> Int {
    ListWindow.lastTop(count: helpBody(state).count, room: state.terminal.rows - 3)
  }

  static let helpClose = "Esc, ? or a click closes this help"
  static let helpScrollClose = "↑↓ more · Esc, ? or a click closes"
  static let yesLine = "y or Enter: yes"
  static let noLine = "n or Esc: no"
  static let cancelLine = "Esc or a click here cancels"
  static let dailyLine = "Today's daily"
  static let ownLine = "Your own puzzle"
  static let menuFooter = "Click a line, or ↑↓ and Enter"
  static let pausedMenuFooter = "Lines with – wait for p (resume)"
  static let unavailableKey = "–"

  /// What a click on overlay line `index` (which reads `line`) does: the line's own key, or nil for a
  /// line that only tells (the menu's lines are its items: `menuLine`).
  public static func command(ofLine index: Int, _ line: String, _ state: AppState) -> AppCommand? {
    switch state.ui.screen {
    case .newGame:
      if line == cancelLine { return .close }
      // The choices stand after the title and a blank line.
      return NewGameChoice.all.indices.contains(index - 2) ? .digit(index - 1) : nil
    default:
      let answers: [String: AppCommand] = [
        yesLine: .answer(true), noLine: .answer(false), App.keepPlayingLine: .keepPlaying,
        App.restartLine: .restart, App.newGameLine: .newGameMenu, App.quitLine: .quit,
      ]
      return answers[line]
    }
  }
}
