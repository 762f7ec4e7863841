import SudokuKit

/// A line of the new-game screen, in the order the screen lists them: the levels, then today's daily
/// and a puzzle of the player's own. A line's place in `all` is its `selected` index, and one more its
/// key.
public enum NewGameChoice: Equatable, Sendable {
  case level(Difficulty)
  case daily, own

  public static let all = Difficulty.allCases.map(level) + [daily, own]

  var label: String {
    switch self {
    case .level(let level): return level.description
    case .daily: return OverlayView.dailyLine
    case .own: return OverlayView.ownLine
    }
  }
}
