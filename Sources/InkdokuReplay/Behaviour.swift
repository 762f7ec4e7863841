/// What the game did in the Inkdoku that recorded a session, one case per change of behaviour that
/// would make an older recording replay differently. The reducer knows only today's game: a replay
/// plays an older one's messages through `OlderVersion`, which does what that version did differently.
public enum Behaviour: Int, Comparable, Sendable, CaseIterable {
  /// The clock ran behind help and statistics, no digit could be picked and `O` did nothing.
  case original = 1
  /// The clock stops behind a screen to read (help, statistics, the model view, settings).
  case clockStopsBehindScreens
  /// A digit can be picked (`f`, the number pad, the wheel) and a click places it.
  case digitPicking
  /// `O` opens the settings screen.
  case settingsScreen
  /// Clicks and ink share one hit test: a click on a grid line selects the cell whose half of the line
  /// it is on, where it selected nothing before.
  case clicksOnGridLines
  /// Esc, Enter, Space and a click resume a paused game, as they close the screens in front of the
  /// board; before, only `p` did.
  case closingResumes

  /// A hint stays told until the board changes: a pause, a hidden board or a mode switch no longer end
  /// it, so the next `H` goes on with it instead of counting a new one.
  case keepsHints

  /// `"pad": "auto"` shows the writing pad only beside a board as large as the window gives without
  /// it; before, it showed the pad even where that shrank the board (120×50).
  case padBesideFullBoard

  /// A player with only a mouse can do everything: the `Menu` button and `M` open a menu of every
  /// action, `R` restarts the puzzle (asking first), clicks on a screen's lines do what their keys do
  /// and close a screen to read, a click beside a solved board asks for a new game, and the wheel over a
  /// cell selects it as it turns the digit.
  case mouseMenu
  /// Live candidates and the auto-removal of notes are settings (two more settings items), and `v`
  /// shows the candidates view.
  case liveCandidates
  /// `c`, `m` and `C` put colour marks on cells and notes and clear them; before, they did nothing.
  case marking
  /// Nothing the finger does is silent: the number pad answers `f`'s question as the digit keys do, the
  /// wheel turns up from none to 1 … 9, and a digit turned by the wheel is let go once a click placed
  /// it; and the clock stops while the menu stands over the board. Before, the pad played past the
  /// question, the wheel counted down, its digit stayed picked, and the clock ran on behind the menu.
  case nothingSilent

  /// Every window from 60×20 plays (a side panel as narrow as the number pad where nothing else fits);
  /// the menu fits every window (a short one shows the items around the selection, and the wheel moves
  /// through it), has "What the model saw", and while the game is paused passes over the lines that wait
  /// for it; a click on the hint bar lets a question or a picked digit go; clicks play in the candidates
  /// view; the new-game screen offers today's daily and a puzzle of one's own; `g` and Alt/Ctrl clicks
  /// group cells. Before, such windows were too small, the menu was
  /// cut at the bottom, its lines ran their commands while paused, a click on the bar did nothing, any
  /// press closed the candidates view, and the new-game screen had five lines.
  case everyWindow

  /// Fiendish and Nightmare join the levels above Expert: the new-game screen lists seven levels, then
  /// today's daily and a puzzle of one's own on lines 8 and 9, where before five levels stood above them
  /// on lines 6 and 7; the settings screen lists "Pause if left" last, where its arrows and clicks found
  /// no such line; and the pencil writes in the candidates view: ink over it is read for the view's cell
  /// under it, and a tap selects that cell, where before the view dropped every stroke.
  case levelsAndViewInk

  /// The game as this build plays it.
  public static let current = levelsAndViewInk

  public static func < (a: Behaviour, b: Behaviour) -> Bool { a.rawValue < b.rawValue }

  var clockStopsBehindScreens: Bool { self >= .clockStopsBehindScreens }
  var digitPicking: Bool { self >= .digitPicking }
  var hasSettingsScreen: Bool { self >= .settingsScreen }
  var clicksOnGridLines: Bool { self >= .clicksOnGridLines }
  var closingResumes: Bool { self >= .closingResumes }
  var keepsHints: Bool { self >= .keepsHints }
  public var padBesideFullBoard: Bool { self >= .padBesideFullBoard }
  var mouseMenu: Bool { self >= .mouseMenu }
  var liveCandidates: Bool { self >= .liveCandidates }
  var marking: Bool { self >= .marking }
  var nothingSilent: Bool { self >= .nothingSilent }
  var everyWindow: Bool { self >= .everyWindow }
  var hardEndLevels: Bool { self >= .levelsAndViewInk }
  var inkInCandidatesView: Bool { self >= .levelsAndViewInk }
}
