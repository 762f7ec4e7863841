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
  /// Live candidates and the auto-removal of notes are settings (two more settings items), and `c`
  /// shows the candidates view.
  case liveCandidates = 8

  /// The game as this build plays it.
  public static let current = liveCandidates

  public static func < (a: Behaviour, b: Behaviour) -> Bool { a.rawValue < b.rawValue }

  var clockStopsBehindScreens: Bool { self >= .clockStopsBehindScreens }
  var digitPicking: Bool { self >= .digitPicking }
  var hasSettingsScreen: Bool { self >= .settingsScreen }
  var clicksOnGridLines: Bool { self >= .clicksOnGridLines }
  var closingResumes: Bool { self >= .closingResumes }
  var liveCandidates: Bool { self >= .liveCandidates }
}
