import SudokuKit
import TerminalUI

/// The bottom line: a transient message, else an open question, else the current hint, else the key
/// reminder.
enum HintBar {
  static let keys =
    "arrows move · 1-9 place · 0 erase · n notes · u undo · H hint · p pause · ? help · q quit"

  static func text(_ state: AppState) -> (String, isError: Bool) {
    if let message = state.message { return (message.text, message.isError) }
    if state.screen == .confirmNewGame { return (App.abandonQuestion, false) }
    if state.game.solved { return ("Solved! Enter or N: new game · q: quit", false) }
    if state.game.paused { return ("Paused · p: resume · q: quit", false) }
    if let hint = state.currentHint { return ("Hint: " + hint.text, false) }
    return (keys, false)
  }

  static func draw(_ state: AppState, row: Int, _ look: Look, into buffer: inout ScreenBuffer) {
    let (line, isError) = text(state)
    buffer.fill(ScreenRect(x: 0, y: row, width: buffer.width, height: 1), style: look.theme.statusBar)
    buffer.put(
      String(look.text(line).prefix(buffer.width)), x: 0, y: row,
      style: isError ? look.theme.error : look.theme.statusBar)
  }
}
