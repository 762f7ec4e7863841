import InkKit
import PointerGeometry
import Recognition
import SudokuKit

/// Everything the interactive game shows, derived only from the messages it received.
public struct AppState: Equatable, Sendable {
  public var game: GameState
  public var screen: AppScreen = .playing
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// Where the board goes on the terminal: laid out once per terminal size.
  public private(set) var layout: BoardLayout
  /// A short line in the hint bar, until `until`.
  public var message: StatusMessage?
  /// The last hint, shown while the board is unchanged since it was asked for.
  public var hint: ShownHint?
  public var pointer = PointerTracker()
  public var quitRequested = false
  /// The pencil: strokes in progress and the group being written.
  public var ink: InkSession
  /// Pixel size of one terminal cell, which board units are measured in.
  public var terminalCell: CellSize
  /// The target cell of the last finalized ink group, highlighted until `until`.
  public var flash: Flash?
  /// Ink groups sent for recognition and not answered yet, by request id.
  public var pendingRequests: [Int: RecognitionRequest] = [:]
  /// What the model made of the last group (the `w` screen).
  public var lastRecognition: LastRecognition?
  /// The game paused itself because the terminal became too small to show the board.
  public var pausedByLayout = false
  /// The day whose daily puzzle is being played, if it is one; a new game ends it.
  public var daily: CalendarDay?
  /// The solved game is the fastest of its level: the completion screen says so.
  public var newBest = false
  /// The rules a new game started from the menu gets (the settings'); the current game keeps its own.
  public var newGameRules: GameRules

  public init(
    game: GameState, columns: Int, rows: Int, inkSettings: InkSettings = InkSettings(),
    terminalCell: CellSize = .fallback, daily: CalendarDay? = nil, newGameRules: GameRules = GameRules()
  ) {
    self.game = game
    self.newGameRules = newGameRules
    self.daily = daily
    self.columns = columns
    self.rows = rows
    self.terminalCell = terminalCell
    layout = BoardLayout(columns: columns, rows: rows)
    ink = InkSession(geometry: AppState.boardGeometry(layout, terminalCell), settings: inkSettings)
    settleMistakeLimit()
  }

  /// The terminal now has this many columns and rows.
  mutating func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    layout = BoardLayout(columns: columns, rows: rows)
  }

  /// Puts the "too many mistakes" screen in front of the board exactly while the game stands at its
  /// limit, whatever brought it there (a typed or written digit, a resumed save) or took it away.
  mutating func settleMistakeLimit() {
    if game.overMistakeLimit && screen == .playing { screen = .tooManyMistakes }
    if !game.overMistakeLimit && screen == .tooManyMistakes { screen = .playing }
  }

  /// The board in board units, as the pencil hit-tests it on the current layout and cell size.
  var boardGeometry: BoardGeometry { AppState.boardGeometry(layout, terminalCell) }

  /// The board in board units; where the board is not shown, a geometry nothing hits.
  private static func boardGeometry(_ layout: BoardLayout, _ cell: CellSize) -> BoardGeometry {
    guard case .fits(let p) = layout else {
      return BoardGeometry(
        originX: -1e9, originY: -1e9, sudokuCellWidth: cell.width, sudokuCellHeight: cell.height,
        terminalCellWidth: cell.width, terminalCellHeight: cell.height)
    }
    return BoardGeometry(
      boardColumn: p.board.x, boardRow: p.board.y, columnsPerCell: p.cellWidth + 1,
      rowsPerCell: p.cellHeight + 1, terminalCellWidth: cell.width, terminalCellHeight: cell.height)
  }

  /// The hint to highlight, if it still describes the board.
  public var currentHint: ShownHint? { hint.flatMap { $0.revision == game.revision ? $0 : nil } }
}

/// A cell highlighted until a time: where the last ink group was aimed.
public struct Flash: Equatable, Sendable {
  public var cell: Int
  public var until: Double
}

/// Which screen is in front of the board.
public enum AppScreen: Equatable, Sendable {
  case playing
  case help
  /// The difficulty menu, with the highlighted row.
  case newGame(selected: Int)
  /// "Abandon this game?": `N` asks before the menu when the game has progress to lose.
  case confirmNewGame
  case stats(String)
  /// The last ink group as the model saw it.
  case modelView
  /// The game reached its mistake limit: continue without it, restart the puzzle, or a new game.
  case tooManyMistakes
  /// "Start the pasted puzzle?", with the puzzle and its solution.
  case confirmPastedPuzzle(givens: Grid, solution: Grid)

  /// A yes-or-no question is open: `y` and `n` answer it.
  var asksQuestion: Bool {
    switch self {
    case .confirmNewGame, .confirmPastedPuzzle: return true
    default: return false
    }
  }
}

/// A transient line for the hint bar.
public struct StatusMessage: Equatable, Sendable {
  public var text: String
  public var isError: Bool
  public var until: Double
}

/// A hint on screen: the hint, how far it has been told, and the board revision it was computed for.
public struct ShownHint: Equatable, Sendable {
  public var hint: Hint
  public var stage: HintStage
  public var revision: Int

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

/// How much of a hint `H` has shown: a nudge first, then the cells and the reasoning.
public enum HintStage: Equatable, Sendable {
  case nudge
  case cells
}
