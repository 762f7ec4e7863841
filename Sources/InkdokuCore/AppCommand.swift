import SudokuKit
import TerminalUI

/// What a key asks the game to do; the key map is the only place keys get their meaning.
public enum AppCommand: Equatable, Sendable {
  case move(Direction)
  /// Tab, Shift+Tab, Home, End: a jump to another cell.
  case jump(Jump)
  case digit(Int)
  case erase
  /// Fill every empty cell's notes with its candidates.
  case fillCandidates
  case toggleMode
  case undo
  case redo
  case hint
  /// Show or hide the writing pad.
  case togglePad
  case togglePause
  case newGameMenu
  case quit
  case help
  case stats
  case close
  case confirm
  /// Show what the model saw for the last ink group.
  case modelView
  /// `f`: the next digit key picks the digit to highlight.
  case pickDigit
  /// `c`: the selected cell's colour mark steps to the next colour (after the last, none).
  case colourCell
  /// `m`: the next digit key steps that note's colour mark, as `c` does the cell's.
  case colourNote
  /// `C`: every colour mark off.
  case clearColours
  /// Show the position as a line and as a pencil-mark grid, to take to another program.
  case share
  /// `y` or `n` to a question; those letters mean this only while one is asked.
  case answer(Bool)
  /// `c` at the mistake limit: play on without one.
  case keepPlaying
  /// `r` at the mistake limit: the same puzzle from the start.
  case restart
  /// Open or close the settings screen.
  case settings
  /// Open or close the menu of every action (`M`, or the `Menu` button).
  case menu
  /// Start this puzzle over from its givens, once the player says yes.
  case restartPuzzle
  /// Show or hide the candidates view.
  case candidates
  /// Add the selected cell to the group that takes a note or a colour at once, or take it out.
  case group

  /// The command bound to `key` on `screen` (`paused`: the game is paused behind it): a question takes
  /// `y` and `n` (which is the NOTES switch elsewhere), the mistake-limit screen `c` and `r`; else the
  /// key means what it means everywhere.
  public static func forKey(_ key: Key, on screen: AppScreen, paused: Bool = false) -> AppCommand? {
    if case .character(let c) = key {
      if screen.asksQuestion, let yes = ["y": true, "Y": true, "n": false][c] { return .answer(yes) }
      if screen == .tooManyMistakes, let choice = ["c": AppCommand.keepPlaying, "r": .restart][c] {
        return choice
      }
      // On a list of options Space is the key players reach for to change one, and on the pause
      // screen to go on.
      if case .settings = screen, c == " " { return .confirm }
      if screen == .playing && paused && c == " " { return .confirm }
    }
    return forKey(key)
  }

  /// The command bound to `key`, or nil when the key means nothing in the game.
  public static func forKey(_ key: Key) -> AppCommand? {
    switch key {
    case .up: return .move(.up)
    case .down: return .move(.down)
    case .left: return .move(.left)
    case .right: return .move(.right)
    case .tab: return .jump(.nextEmpty)
    case .backTab: return .jump(.previousEmpty)
    case .home: return .jump(.rowStart)
    case .end: return .jump(.rowEnd)
    case .delete, .backspace: return .erase
    case .control("r"): return .redo
    // Raw mode delivers Ctrl+C as a key; it quits like q, with the game saved.
    case .control("c"): return .quit
    case .escape: return .close
    case .enter: return .confirm
    case .character(let c): return forCharacter(c)
    default: return nil
    }
  }

  private static func forCharacter(_ c: Character) -> AppCommand? {
    if let d = c.wholeNumberValue, c.isASCII, (1...9).contains(d) { return .digit(d) }
    switch c {
    case "k": return .move(.up)
    case "j": return .move(.down)
    case "h": return .move(.left)
    case "l": return .move(.right)
    case "0", "x": return .erase
    case "n": return .toggleMode
    case "A": return .fillCandidates
    case "u": return .undo
    case "U": return .redo
    case "H": return .hint
    case "P": return .togglePad
    case "p": return .togglePause
    case "N": return .newGameMenu
    case "q": return .quit
    case "?": return .help
    case "S": return .stats
    case "w": return .modelView
    case "f": return .pickDigit
    case "c": return .colourCell
    case "m": return .colourNote
    case "C": return .clearColours
    case "s": return .share
    case "O": return .settings
    case "M": return .menu
    case "R": return .restartPuzzle
    case "v": return .candidates
    case "g": return .group
    default: return nil
    }
  }

  /// The key help, in the order the help screen lists it.
  public static let keyHelp: [(keys: String, action: String)] = [
    ("arrows, h j k l", "move the selection (Home, End: row start / end)"),
    ("Tab, Shift+Tab", "next / previous empty cell"),
    ("1 - 9", "place a digit (a note in NOTES mode)"),
    ("0, x, Delete, Backspace", "erase the digit or the notes"),
    ("n", "switch NORMAL / NOTES entry"),
    ("A / v", "fill the notes with the candidates / view them all"),
    ("f, then 1 - 9", "highlight a digit and its notes; a click places it"),
    ("c, m then 1 - 9, C, g", "colour cell, note (again: next) / clear all / g: group"),
    ("u / U, Ctrl+R", "undo / redo"),
    ("H", "hint: press again for its cells, again to apply"),
    ("p / N / R / q", "pause / new game / restart (N, R ask first) / quit"),
    ("w / P", "what the model saw last / show, hide the writing pad"),
    ("s, S, O, ?, Esc", "share / statistics / settings / help / close"),
    ("click, Alt+click, M", "select a cell / group it / [Menu]: every action"),
    ("number pad, wheel", "a digit clicked: into the empty cell, else picked"),
    ("drag in the pad", "write a digit for the selected cell (a note in NOTES)"),
    ("drag over a cell, in v", "write it there: 6+ rows tall, its centre picks the cell"),
    ("mouse scribble", "scratch out your own digit or notes (u undoes)"),
    ("paste a puzzle", "81 cells or a pencil-mark grid: offered as a new game"),
  ]
}
