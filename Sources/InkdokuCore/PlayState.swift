import SudokuKit

/// The play around the game: which daily it is, how it compares once solved, what the finger does
/// next, and whether the layout paused it. Only `reduce` changes it.
public struct PlayState: Equatable, Sendable {
  /// The day whose daily puzzle is being played, if it is one; a new game ends it.
  public var daily: CalendarDay?
  /// While the player enters a puzzle of their own: the game it will replace, kept aside until the
  /// puzzle starts (then that game is abandoned) or the entry is cancelled (then it comes back).
  public var setAside: GameState?
  /// The cells grouped (`g`, or a click with Alt or Ctrl) to take a note or a colour together.
  public var group: Set<Int> = []
  /// When the terminal said its window was left, while it has not said it is back: the game pauses if
  /// it stays away past `App.leaveGrace`, so that focus flickering out and in (a window being mapped,
  /// a menu of the terminal's own) pauses nothing.
  public var leftAt: Double?
  /// The solved game is the fastest of its level: the completion screen says so.
  public var newBest = false
  /// The solved game against its level's others, once the statistics have it.
  public var completion: CompletionRecord?
  /// What the next click on a cell, digit key or number-pad digit does.
  public var finger = Finger.select
  /// The game paused itself because the terminal became too small to show the board.
  public var pausedByLayout = false

  public init(daily: CalendarDay? = nil) {
    self.daily = daily
  }

  /// The digit picked on the number pad, with `f` or the wheel: highlighted wherever it stands, notes
  /// included, and placed by a click on an empty cell (digit-first play).
  public var chosenDigit: Int? { finger.picked }
  /// What the next digit does instead of playing, after `f` or `m`; nil: it plays.
  public var digitAwaited: AwaitedDigit? { finger.awaited }

  /// Picks `digit`, or none; a question asked stays open.
  private mutating func pick(_ digit: Int?, once: Bool) {
    if case .ask(let awaited, _) = finger {
      finger = .ask(awaited, picked: digit)
    } else {
      finger = digit.map { .place($0, once: once) } ?? .select
    }
  }

  /// Applies `action`: the one place the play around the game changes.
  public mutating func reduce(_ action: PlayAction) {
    switch action {
    case .restart:
      (daily, newBest, completion, finger, setAside, group) = (nil, false, nil, .select, nil, [])
    case .enterPuzzle(let aside): (setAside, finger) = (aside, .select)
    case .endEntry: setAside = nil
    case .group(let cell): if group.remove(cell) == nil { group.insert(cell) }
    case .ungroup: group = []
    case .left(let at): leftAt = at
    case .daily(let day): daily = day
    case .pick(let digit): pick(digit, once: false)
    case .turnWheel(let up):
      // The wheel counts up as a spin box does: none, 1, 2 … 9, none.
      let order: [Int?] = [nil] + (1...9).map { $0 }
      let index = order.firstIndex(of: chosenDigit) ?? 0
      pick(order[(index + (up ? 1 : order.count - 1)) % order.count], once: true)
    case .placedPicked: if case .place(_, once: true) = finger { finger = .select }
    case .ask(let awaited):
      finger = .ask(awaited, picked: chosenDigit)
    case .answered:
      finger = chosenDigit.map { .place($0, once: false) } ?? .select
    case .newBest(let best):
      newBest = best
    case .completed(let record):
      (completion, newBest) = (record, record?.newBest ?? false)
    case .pausedByLayout(let paused):
      pausedByLayout = paused
    }
  }
}

/// What the finger does next: one value, changed only by `PlayState.reduce`, and told by the hint bar.
public enum Finger: Equatable, Sendable {
  /// A click selects the cell under it; a digit plays in the selected cell.
  case select
  /// A digit is picked: highlighted, and placed by a click on an empty cell; `once`: turned by the
  /// wheel, it is let go when a click has placed it.
  case place(Int, once: Bool)
  /// A key asked for a digit and the next one answers it: `f` which digit to pick, `m` which note of
  /// the selected cell to colour. The digit picked before stays picked meanwhile.
  case ask(AwaitedDigit, picked: Int?)

  /// The digit picked, if any.
  public var picked: Int? {
    switch self {
    case .select: nil
    case .place(let digit, _): digit
    case .ask(_, let digit): digit
    }
  }

  /// What a key asked the next digit for, if it did.
  public var awaited: AwaitedDigit? {
    if case .ask(let awaited, _) = self { return awaited }
    return nil
  }
}

/// What changes the play around the game; `PlayState.reduce` applies it.
public enum PlayAction: Equatable, Sendable {
  /// A new game: nobody's daily, not solved, nothing picked.
  case restart
  /// The game just started is that day's daily puzzle.
  case daily(CalendarDay)
  /// The board empties for a puzzle of the player's own; `aside` waits.
  case enterPuzzle(aside: GameState)
  /// The entry is cancelled: the game set aside is back.
  case endEntry
  /// `cell` joins the group, or leaves it.
  case group(Int)
  /// The group is let go.
  case ungroup
  /// The window was left at that time, or (nil) is back.
  case left(at: Double?)
  /// The digit picked from now on, or none; a question asked stays open.
  case pick(Int?)
  /// The wheel turned the picked digit one up or down, to be placed once.
  case turnWheel(up: Bool)
  /// A click placed the picked digit: one turned by the wheel is let go.
  case placedPicked
  /// A key asks which digit the next one is for.
  case ask(AwaitedDigit)
  /// The question is answered or dropped; the digit picked stays.
  case answered
  /// Whether the solved game is its level's fastest.
  case newBest(Bool)
  /// The solved game's record among its level's others; nil for a game not solved.
  case completed(CompletionRecord?)
  /// The layout paused the game, or gave it back.
  case pausedByLayout(Bool)
}

/// What a digit does when a key asked for one: pick the digit to highlight (`f`), or colour that note
/// of the selected cell (`m`).
public enum AwaitedDigit: Equatable, Sendable {
  case highlight
  case noteColour
}
