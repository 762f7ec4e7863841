import SudokuKit

/// What stands in front of the board: the screen, the line in the hint bar, the hint told so far,
/// whether the player asked to quit, and the program the terminal runs inside, for the help. Only
/// `reduce` changes it.
public struct InterfaceState: Equatable, Sendable {
  public var screen: AppScreen = .playing
  /// A short line in the hint bar, until its `until`.
  public var message: StatusMessage?
  /// The open hint as worked out for the board; the game keeps how far it has been told.
  public var hint: FoundHint?
  public var quitRequested = false
  /// The candidates view stands where the board and the pad are; the keys keep playing in it.
  public var showsCandidates = false
  /// Set once at start from the environment; only the help reads it, so replays, which never record it,
  /// reach the same game without it.
  public var host: TerminalHost?

  public init(host: TerminalHost? = nil) { self.host = host }

  /// The candidates view stands in front of the board: shown, and no screen over it.
  public var showsCandidatesView: Bool { screen == .playing && showsCandidates }

  /// Applies `action`: the one place the screens change.
  public mutating func reduce(_ action: InterfaceAction) {
    switch action {
    case .show(let shown): screen = shown
    case .say(let line): message = line
    case .pencilAnswered: if message?.isError == false { message = nil }
    case .candidates(let shown): showsCandidates = shown
    case .quit: quitRequested = true
    case .hint(let found): hint = found
    case .expire(let now): if let m = message, m.until <= now { message = nil }
    case .boardChanged(let said): if let said, message == said, !said.isNotice { message = nil }
    case .mistakeLimit(let reached):
      if reached && screen == .playing { screen = .tooManyMistakes }
      if !reached && screen == .tooManyMistakes { screen = .playing }
    }
  }

  /// How long a status line stays up.
  public static let messageSeconds = 4.0
}

/// What changes the screens in front of the board; `InterfaceState.reduce` applies it.
public enum InterfaceAction: Equatable, Sendable {
  case show(AppScreen)
  /// A line in the hint bar until its time is up, or a move on the board ends a line that answered one.
  case say(StatusMessage)
  /// The pencil placed a digit: what it said of earlier ink (a refusal, a scratch-out) is answered.
  case pencilAnswered
  case candidates(shown: Bool)
  case quit
  /// The open hint, worked out for the board at a revision, or none.
  case hint(FoundHint?)
  /// Time passed: a line whose time is up goes.
  case expire(now: Double)
  /// The board changed since `said` was the line: a line that answered a move is over, unless
  /// something newer replaced it.
  case boardChanged(since: StatusMessage?)
  /// The "too many mistakes" screen stands in front of the board exactly while the game is at its limit.
  case mistakeLimit(reached: Bool)
}

/// Which screen is in front of the board.
public enum AppScreen: Equatable, Sendable {
  case playing
  /// The keys, from line `top` of them where the window is too short for all.
  case help(top: Int)
  /// The difficulty menu, with the highlighted row.
  case newGame(selected: Int)
  /// "Abandon this game?": `N` asks before the menu when the game has progress to lose.
  case confirmNewGame
  case stats(String)
  /// The last ink group as the model saw it.
  case modelView
  /// The position to copy: its line and its pencil-mark grid. It shows the board, so the clock runs on.
  case share
  /// The game reached its mistake limit: continue without it, restart the puzzle, or a new game.
  case tooManyMistakes
  /// "Start the pasted puzzle?", with the puzzle and its solution, and the entries and notes of a pasted
  /// pencil-mark grid that has any.
  case confirmPastedPuzzle(givens: Grid, solution: Grid, position: BoardPosition? = nil)
  /// The settings, with the highlighted item.
  case settings(selected: SettingsItem)
  /// The menu of every action, with the highlighted line.
  case menu(selected: MenuItem)
  /// "Restart this puzzle?": the givens stay, everything else goes.
  case confirmRestart

  /// A screen to read in front of the board, or the menu over it: the clock stops behind it. Questions
  /// keep it running, as a game under way does while its player decides.
  public var holdsClock: Bool {
    switch self {
    case .help, .stats, .modelView, .settings, .menu: return true
    default: return false
    }
  }

  /// A yes-or-no question is open: `y` and `n` answer it.
  var asksQuestion: Bool {
    switch self {
    case .confirmNewGame, .confirmPastedPuzzle, .confirmRestart: return true
    default: return false
    }
  }
}

/// A transient line for the hint bar.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool
  public var until: Double
  /// Something that happened outside the game (a file not written): it stays its time. Other lines
  /// answer a move, and the player's next move on the board ends them.
  public var isNotice = false
}

/// A hint worked out for the board at a revision of the game.
public struct FoundHint: Equatable, Sendable {
  public var hint: Hint
  public var revision: Int
}

/// A hint on screen: the hint, and how far it has been told.
public struct ShownHint: Equatable, Sendable {
  public var hint: Hint
  public var stage: HintStage

  /// What the hint bar says at this stage.
  public var text: String { stage == .nudge ? hint.nudge : hint.explanation }

  /// The cells to highlight: none for a nudge; then the pattern's cells and the cell the hint leads to.
  public var cells: [Int] {
    guard stage == .cells else { return [] }
    var cells: [Int]
    switch hint {
    case .wrongEntry(let cell, _), .wrongNotes(let cell): cells = [cell]
    case .step(let step, _): cells = step.cells
    case .solved: cells = []
    }
    if let p = hint.placement, !cells.contains(p.cell) { cells.append(p.cell) }
    return cells
  }
}
