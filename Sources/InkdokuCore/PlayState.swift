import SudokuKit

/// The play around the game: which daily it is, how it compares once solved, the digit the player
/// picked, and whether the layout paused it.
public struct PlayState: Equatable, Sendable {
  /// The day whose daily puzzle is being played, if it is one; a new game ends it.
  public var daily: CalendarDay?
  /// The solved game is the fastest of its level: the completion screen says so.
  public var newBest = false
  /// The solved game against its level's others, once the statistics have it.
  public var completion: CompletionRecord?
  /// The digit picked on the number pad or with `f`: highlighted wherever it stands, notes included,
  /// and placed by a click on an empty cell (digit-first play).
  public var chosenDigit: Int?
  /// What the next digit does instead of playing, after `f` or `m`; nil: it plays.
  public internal(set) var digitAwaited: AwaitedDigit?
  /// `f` was pressed: the next digit key picks the digit to highlight.
  public var pickingDigit: Bool { digitAwaited == .highlight }
  /// `m` was pressed: the next digit (a key or the number pad) colours that note of the selected cell.
  public var colouringNote: Bool { digitAwaited == .noteColour }
  /// The game paused itself because the terminal became too small to show the board.
  public var pausedByLayout = false

  public init(daily: CalendarDay? = nil) {
    self.daily = daily
  }

  /// A new game: nobody's daily, not solved, nothing picked.
  mutating func restart() {
    daily = nil
    newBest = false
    completion = nil
    chosenDigit = nil
    digitAwaited = nil
  }
}

/// What a digit does when a key asked for one: pick the digit to highlight (`f`), or colour that note
/// of the selected cell (`m`).
public enum AwaitedDigit: Equatable, Sendable {
  case highlight
  case noteColour
}
