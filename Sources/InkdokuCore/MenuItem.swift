import TerminalUI

/// One line of the menu the `Menu` button opens: every action of the game, for a player with only a
/// mouse, each with the key that does the same.
public enum MenuItem: Int, CaseIterable, Sendable {
  case newGame, restart, pause, undo, redo, hint, notes, fillCandidates, candidates, highlight
  case colourCell, colourNote, clearColours, pad, modelView, share, settings, stats, help, quit

  /// What the line says, as the game stands (pause or resume, notes on or off).
  public func label(_ state: AppState) -> String {
    switch self {
    case .newGame: return "New game…"
    case .restart: return "Restart this puzzle…"
    case .pause: return state.game.paused ? "Resume" : "Pause"
    case .undo: return "Undo"
    case .redo: return "Redo"
    case .hint: return "Hint"
    case .notes: return state.game.mode == .notes ? "Notes off" : "Notes on"
    case .fillCandidates: return "Fill in all notes"
    case .candidates: return "See all candidates"
    case .highlight: return "Highlight a digit…"
    case .colourCell: return "Colour the cell"
    case .colourNote: return "Colour a note…"
    case .clearColours: return "Clear all colours"
    case .pad: return state.isPadShown ? "Hide the writing pad" : "Show the writing pad"
    case .modelView: return "What the model saw"
    case .share: return "Share the position"
    case .settings: return "Settings"
    case .stats: return "Statistics"
    case .help: return "Help"
    case .quit: return "Quit (the game is saved)"
    }
  }

  /// The key that does the same.
  public var key: String {
    switch self {
    case .newGame: return "N"
    case .restart: return "R"
    case .pause: return "p"
    case .undo: return "u"
    case .redo: return "U"
    case .hint: return "H"
    case .notes: return "n"
    case .fillCandidates: return "A"
    case .candidates: return "v"
    case .highlight: return "f"
    case .colourCell: return "c"
    case .colourNote: return "m"
    case .clearColours: return "C"
    case .pad: return "P"
    case .modelView: return "w"
    case .share: return "s"
    case .settings: return "O"
    case .stats: return "S"
    case .help: return "?"
    case .quit: return "q"
    }
  }

  /// Whether the line does something as the game stands: while it is paused, what plays on the board
  /// (undo, a hint, notes, colours, the views of the board) waits for the game to resume.
  public func isAvailable(_ state: AppState) -> Bool {
    guard state.game.paused else { return true }
    switch self {
    case .newGame, .restart, .pause, .pad, .modelView, .settings, .stats, .help, .quit: return true
    case .undo, .redo, .hint, .notes, .fillCandidates, .candidates, .highlight, .colourCell, .colourNote,
      .clearColours, .share:
      return false
    }
  }

  /// The command the line runs: its key's.
  public var command: AppCommand? { key.first.flatMap { AppCommand.forKey(.character($0)) } }
}
