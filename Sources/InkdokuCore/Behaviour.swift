/// What the game did in the Inkdoku that recorded a session, one case per change of behaviour that
/// would make an older recording replay differently. The reducer is handed one of these (a replay's,
/// or `current` in play) instead of keeping a flag per feature in its state.
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
  /// `c`, `m` and `C` put colour marks on cells and notes and clear them (replay version 6); before,
  /// they did nothing. Numbered after the two behaviours of replay versions 4 and 5.
  case marking = 9

  /// The game as this build plays it.
  public static let current = marking

  public static func < (a: Behaviour, b: Behaviour) -> Bool { a.rawValue < b.rawValue }

  var clockStopsBehindScreens: Bool { self >= .clockStopsBehindScreens }
  var digitPicking: Bool { self >= .digitPicking }
  var hasSettingsScreen: Bool { self >= .settingsScreen }
  var clicksOnGridLines: Bool { self >= .clicksOnGridLines }
  var closingResumes: Bool { self >= .closingResumes }
  var marking: Bool { self >= .marking }
}
