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
  /// Where the board (and the writing pad) go on the terminal: laid out once per change of terminal
  /// size, report unit or pad choice.
  public private(set) var layout: BoardLayout
  /// A short line in the hint bar, until `until`.
  public var message: StatusMessage?
  /// The last hint, shown while the board is unchanged since it was asked for.
  public var hint: ShownHint?
  public var pointer = PointerTracker()
  public var quitRequested = false
  /// The pencil over the board: strokes in progress and the group being written.
  public var ink: InkSession
  /// The pencil in the writing pad, whose groups go to the selected cell.
  public var padInk: InkSession
  /// Where the stroke being drawn goes; nil between strokes.
  var strokeSurface: InkSurface?
  /// The `pad` setting.
  public private(set) var padMode: PadMode
  /// The pad as the player showed or hid it with its key this session, over the setting; nil: the setting.
  public private(set) var padToggled: Bool?
  /// Whether mouse reports come in terminal cells or pixels: `auto` shows the pad only for cells.
  public private(set) var reportUnit: ReportUnit
  /// The id the next recognition request gets: one count for both surfaces, so answers match.
  var nextRequestID = 1
  /// Whether the game clock stops while a screen to read (help, statistics, the model view) hides the
  /// board; sessions recorded before it did replay with it running.
  public let clockStopsBehindScreens: Bool
  /// Whether a digit can be picked (`f`, the number pad, the wheel) and a click places it; sessions
  /// recorded before it could replay with those keys and clicks meaning nothing.
  public let digitPicking: Bool
  /// Pixel size of one terminal cell, which board units are measured in.
  public var terminalCell: CellSize
  /// The target cell of the last finalized ink group, highlighted until `until`.
  public var flash: Flash?
  /// Ink groups sent for recognition and not answered yet, by request id, with where they were written.
  public var pendingRequests: [Int: PendingRecognition] = [:]
  /// What the model made of the last group (the `w` screen).
  public var lastRecognition: LastRecognition?
  /// The player's hand: what the pencil reads with and learns from play.
  public var hand = HandLearning()
  /// The game paused itself because the terminal became too small to show the board.
  public var pausedByLayout = false
  /// The day whose daily puzzle is being played, if it is one; a new game ends it.
  public var daily: CalendarDay?
  /// The solved game is the fastest of its level: the completion screen says so.
  public var newBest = false
  /// The solved game against its level's others, once the statistics have it.
  public var completion: CompletionRecord?
  /// The rules a new game started from the menu gets (the settings'); the current game keeps its own.
  public var newGameRules: GameRules
  /// The digit picked on the number pad or with `f`: highlighted wherever it stands, notes included,
  /// and placed by a click on an empty cell (digit-first play).
  public var chosenDigit: Int?
  /// `f` was pressed: the next digit key picks the digit to highlight.
  var pickingDigit = false
  /// The colours and the timer, as the settings screen last left them.
  public var display: DisplaySettings
  /// Whether `O` opens the settings screen; sessions recorded before it existed replay with the key
  /// doing nothing, as it did then.
  public let hasSettingsScreen: Bool

  public init(
    game: GameState, columns: Int, rows: Int, inkSettings: InkSettings = InkSettings(),
    terminalCell: CellSize = .fallback, daily: CalendarDay? = nil, newGameRules: GameRules = GameRules(),
    pad: PadMode = .off, reportUnit: ReportUnit = .cell, clockStopsBehindScreens: Bool = true,
    digitPicking: Bool = true, display: DisplaySettings = DisplaySettings(), hasSettingsScreen: Bool = true
  ) {
    self.game = game
    self.display = display
    self.hasSettingsScreen = hasSettingsScreen
    self.clockStopsBehindScreens = clockStopsBehindScreens
    self.digitPicking = digitPicking
    self.newGameRules = newGameRules
    self.daily = daily
    self.columns = columns
    self.rows = rows
    self.terminalCell = terminalCell
    padMode = pad
    self.reportUnit = reportUnit
    layout = AppState.layout(columns: columns, rows: rows, pad: pad, toggled: nil, reportUnit: reportUnit)
    ink = InkSession(
      geometry: AppState.boardGeometry(layout, terminalCell, reportUnit), settings: inkSettings)
    padInk = InkSession(
      geometry: AppState.padGeometry(layout, terminalCell, reportUnit), settings: inkSettings)
    settleMistakeLimit()
  }

  /// The terminal now has this many columns and rows.
  mutating func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    layOut()
  }

  /// Mouse reports now come in `unit`.
  mutating func report(in unit: ReportUnit) {
    reportUnit = unit
    layOut()
  }

  /// Shows the pad if it is hidden, hides it if it shows.
  mutating func togglePad() {
    padToggled = !isPadShown
    layOut()
  }

  /// The `pad` setting changed on the settings screen: it replaces this session's toggle.
  mutating func choosePad(_ mode: PadMode) {
    padMode = mode
    padToggled = nil
    layOut()
  }

  /// Whether the writing pad is on screen.
  public var isPadShown: Bool { layout.placement?.pad != nil }

  private mutating func layOut() {
    layout = AppState.layout(
      columns: columns, rows: rows, pad: padMode, toggled: padToggled, reportUnit: reportUnit)
  }

  /// The layout with the pad where it is wanted: as the player toggled it, else as the setting says;
  /// `auto` wants it where cell reports are too coarse for the board's cells (`PadMode.fineCellRows`).
  private static func layout(
    columns: Int, rows: Int, pad: PadMode, toggled: Bool?, reportUnit: ReportUnit
  ) -> BoardLayout {
    let plain = BoardLayout(columns: columns, rows: rows)
    let wanted: Bool
    switch (toggled, pad) {
    case (let toggled?, _): wanted = toggled
    case (nil, .always): wanted = true
    case (nil, .off): wanted = false
    case (nil, .auto):
      let cellRows = plain.placement.map { $0.cellHeight + 1 } ?? 0
      wanted = reportUnit == .cell && cellRows < PadMode.fineCellRows
    }
    return wanted ? BoardLayout(columns: columns, rows: rows, pad: true) : plain
  }

  /// Puts the "too many mistakes" screen in front of the board exactly while the game stands at its
  /// limit, whatever brought it there (a typed or written digit, a resumed save) or took it away.
  mutating func settleMistakeLimit() {
    if game.overMistakeLimit && screen == .playing { screen = .tooManyMistakes }
    if !game.overMistakeLimit && screen == .tooManyMistakes { screen = .playing }
  }

  /// The board in board units, as the pencil hit-tests it on the current layout and cell size.
  var boardGeometry: BoardGeometry { AppState.boardGeometry(layout, terminalCell, reportUnit) }

  /// The pad's writing area in board units, as one cell: the pencil's rules (a tap, the near and far
  /// distances) scale with it as they do with a board cell.
  var padGeometry: BoardGeometry { AppState.padGeometry(layout, terminalCell, reportUnit) }

  /// The board in board units; where the board is not shown, a geometry nothing hits.
  private static func boardGeometry(_ layout: BoardLayout, _ cell: CellSize, _ reports: ReportUnit)
    -> BoardGeometry
  {
    guard let p = layout.placement else { return nowhere(cell, reports) }
    return BoardGeometry(
      boardColumn: p.board.x, boardRow: p.board.y, columnsPerCell: p.cellWidth + 1,
      rowsPerCell: p.cellHeight + 1, terminalCellWidth: cell.width, terminalCellHeight: cell.height,
      reports: reports)
  }

  private static func padGeometry(_ layout: BoardLayout, _ cell: CellSize, _ reports: ReportUnit)
    -> BoardGeometry
  {
    guard let area = layout.placement?.padInterior else { return nowhere(cell, reports) }
    return BoardGeometry(
      originX: Double(area.x) * cell.width, originY: Double(area.y) * cell.height,
      sudokuCellWidth: Double(area.width) * cell.width, sudokuCellHeight: Double(area.height) * cell.height,
      terminalCellWidth: cell.width, terminalCellHeight: cell.height, reports: reports)
  }

  /// A geometry nothing hits, for a board or pad not on screen.
  private static func nowhere(_ cell: CellSize, _ reports: ReportUnit) -> BoardGeometry {
    BoardGeometry(
      originX: -1e9, originY: -1e9, sudokuCellWidth: cell.width, sudokuCellHeight: cell.height,
      terminalCellWidth: cell.width, terminalCellHeight: cell.height, reports: reports)
  }

  /// The digit highlighted on the board: the one picked, else the selected cell's.
  public var highlightedDigit: Int? {
    if let chosenDigit { return chosenDigit }
    let digit = game.digit(at: game.selection)
    return digit == 0 ? nil : digit
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
  /// The position to copy: its line and its pencil-mark grid. It shows the board, so the clock runs on.
  case share
  /// The game reached its mistake limit: continue without it, restart the puzzle, or a new game.
  case tooManyMistakes
  /// "Start the pasted puzzle?", with the puzzle and its solution.
  case confirmPastedPuzzle(givens: Grid, solution: Grid)
  /// The settings, with the highlighted item.
  case settings(selected: SettingsItem)

  /// A screen to read in front of the board: the clock stops behind it. Questions and menus keep it
  /// running, as a game under way does while its player decides.
  var holdsClock: Bool {
    switch self {
    case .help, .stats, .modelView, .settings: return true
    default: return false
    }
  }

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
