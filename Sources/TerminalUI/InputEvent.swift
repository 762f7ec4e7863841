/// One decoded input from the terminal. It carries no time of its own: the loop hands the reducer the
/// time it was read at, and a replay the time of its line.
public enum InputEvent: Hashable, Sendable, Codable {
  case key(Key)
  case mouse(MouseReport)
  /// The terminal changed: its size from the backend; its cell size and report unit from the loop, which
  /// follows the terminal's answers.
  case terminal(TerminalChange)
  /// A bracketed paste; its content is never typed into the board. Only its size is kept, and the
  /// puzzle it holds when it is one and nothing else: 81 characters ('.' for empty), or a pencil-mark
  /// grid's 9 rows of 9 cells (one blank between cells, a line break between rows).
  case paste(bytes: Int, puzzle: String? = nil)
  /// A DECRQM answer: private mode `mode` is set (1, 3), reset (2, 4) or unknown (0).
  case modeReport(mode: Int, value: Int)
  /// The terminal's window gained (`true`, `ESC [ I`) or lost focus (`ESC [ O`): focus reporting, 1004.
  case focus(Bool)
}

/// A key press, decoded from ncurses key codes and raw bytes.
public enum Key: Hashable, Sendable {
  /// A printable character (Unicode scalar), including space.
  case character(Character)
  /// Ctrl plus a letter, e.g. `.control("r")` for Ctrl+R.
  case control(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete, backspace, enter, tab, backTab, escape
  /// F1...F12.
  case function(Int)
}

/// The button a mouse report is about.
public enum MouseButton: String, Hashable, Sendable, Codable {
  case left, middle, right, wheelUp, wheelDown, none
}

/// Press, motion with a button held, release, or motion with no button (any-event tracking).
public enum MousePhase: String, Hashable, Sendable, Codable {
  case press, drag, release, move
}

/// A decoded mouse report: the button, the phase, the modifiers held and the position as the terminal
/// gave it. Which unit that position is in, and so where it is, only the game's terminal geometry knows:
/// it converts the position once (`TerminalGeometry.locate`, InkdokuCore).
public struct MouseReport: Hashable, Sendable, Codable {
  public var button: MouseButton
  public var phase: MousePhase
  /// The position, 0-based, in the unit the terminal reports in: a cell's column and row, or a pixel
  /// counted from the text area's first.
  public var x: Int
  public var y: Int
  public var shift: Bool
  public var alt: Bool
  public var control: Bool

  public init(
    button: MouseButton, phase: MousePhase, x: Int, y: Int, shift: Bool = false, alt: Bool = false,
    control: Bool = false
  ) {
    self.button = button
    self.phase = phase
    self.x = x
    self.y = y
    self.shift = shift
    self.alt = alt
    self.control = control
  }
}
