import InkKit
import PointerGeometry
import PointerInput
import Preferences
import Recognition
import ScreenLayout
import SudokuKit

/// Everything the interactive game shows, derived only from the messages it received, in parts that
/// each have their own reducer (`App.reduce` composes them): the game, the terminal it is drawn on,
/// the settings, the pencil, the screens in front of the board, and the play around the game.
public struct AppState: Equatable, Sendable {
  public var game: GameState
  /// The terminal's size, cell and report unit, and the layout on it.
  public var terminal: TerminalGeometry
  /// Every setting, as the settings screen last left it.
  public var settings: PlaySettings
  /// Both ink surfaces, the pointer, the recognitions under way and the player's hand.
  public var pencil: PencilState
  /// The screen in front of the board, the message line and the hint shown.
  public var ui = InterfaceState()
  /// Which daily is played, how the game ended, the digit picked.
  public var play: PlayState

  public init(
    game: GameState, columns: Int, rows: Int, settings: PlaySettings = PlaySettings(pad: .off),
    terminalCell: CellSize = .fallback, reportUnit: ReportUnit = .cell, daily: CalendarDay? = nil,
    host: TerminalHost? = nil
  ) {
    self.game = game
    ui = InterfaceState(host: host)
    self.settings = settings
    terminal = TerminalGeometry(columns: columns, rows: rows, cell: terminalCell, reportUnit: reportUnit)
    pencil = PencilState()
    play = PlayState(daily: daily)
    ui.reduce(.mistakeLimit(reached: game.overMistakeLimit))
    App.workOutHint(&self)
  }

  /// Where the board, the panel and the writing pad go: laid out from the terminal and the `pad`
  /// setting whenever it is asked for, so it can never disagree with them.
  public var layout: BoardLayout { terminal.layout(pad: settings.pad) }
  /// Where the candidates view stands in this window, nil where it does not fit.
  public var candidatesPlacement: CandidatesPlacement? {
    CandidatesPlacement(columns: terminal.columns, rows: terminal.rows)
  }

  /// Whether the writing pad is on screen.
  public var isPadShown: Bool { layout.placement?.pad != nil }

  /// The pencil surface `kind` as the screen shows it now: over the candidates view, the view's cells.
  public func surface(_ kind: InkSurface) -> SurfaceGeometry {
    surface(kind, overCandidates: ui.showsCandidatesView)
  }

  /// The pencil surface `kind` as the layout puts it on the terminal now, or over the candidates view.
  public func surface(_ kind: InkSurface, overCandidates: Bool) -> SurfaceGeometry {
    terminal.surface(kind, in: layout, overCandidates: overCandidates)
  }

  /// The digit highlighted on the board: the one picked, else the selected cell's.
  public var highlightedDigit: Int? {
    if let chosenDigit = play.chosenDigit { return chosenDigit }
    let digit = game.digit(at: game.selection)
    return digit == 0 ? nil : digit
  }

  /// The open hint, once worked out for the board as it is.
  public var currentHint: ShownHint? {
    guard let stage = game.hintStage, let found = ui.hint, found.revision == game.revision else { return nil }
    return ShownHint(hint: found.hint, stage: stage)
  }

  /// The game as the save keeps it: the pause a too small window made is the layout's, not the
  /// player's, so the game reopens running (no time passes in resuming it); while a puzzle of the
  /// player's own is entered, the game set aside (an entry is not kept until it starts).
  public var gameToSave: GameState { play.setAside ?? (play.pausedByLayout ? game.unpaused : game) }

  /// Whether the panel shows the game clock: as the setting says, and always on a solved game, whose
  /// time is its result.
  public var panelShowsClock: Bool { settings.display.showTimer || game.solved }

  /// The hand the pencil reads with: the player's, while the setting has it learn; else none.
  public var readingHand: WriterProfile? { settings.learnHand ? pencil.hand.profile : nil }

  /// Whether play teaches the hand: the setting is on and there is a hand to teach.
  var learnsHand: Bool { settings.learnHand && pencil.hand.profile != nil }
}
