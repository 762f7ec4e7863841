import Foundation
import InkKit
import InkdokuCore
import PointerGeometry
import SudokuKit

/// A replay's first line: everything needed to rebuild the state the recorded session started from.
public struct ReplayHeader: Sendable {
  public static let format = "inkdoku-replay"
  public static let version = 1

  /// When recording started, ISO 8601 in UTC; shown to people only, never used to replay.
  public var created: String
  /// The Inkdoku version that recorded.
  public var app: String
  /// The sha256 of the digit model in use, nil when there was none.
  public var model: String?
  /// The pencil and accept-policy settings in force.
  public var settings: InkSettings
  public var terminal: ReplayTerminal
  /// The whole game at the start, not just the puzzle, so a resumed game replays too.
  public var game: GameState
  /// The day when the game is that day's daily puzzle; left out otherwise.
  public var daily: CalendarDay?
  /// The rules a new game started during the session gets; sessions recorded before they existed used
  /// the defaults.
  public var newGameRules: GameRules
  /// The `pad` setting; sessions recorded before the writing pad existed had none.
  public var pad: PadMode
  /// Whether the game clock stopped behind screens to read (help, statistics); it ran in sessions
  /// recorded before it did.
  public var clockStopsBehindScreens: Bool
  /// Whether a digit could be picked (`f`, the number pad, the wheel); not in sessions recorded before.
  public var digitPicking: Bool
  /// The colours and the timer at the start; nil in sessions recorded before the settings screen,
  /// which replay with `O` doing nothing, as it did then.
  public var display: DisplaySettings?

  public init(
    created: Date, app: String, model: String?, settings: InkSettings, terminal: ReplayTerminal,
    game: GameState, daily: CalendarDay? = nil, newGameRules: GameRules = GameRules(), pad: PadMode = .off,
    clockStopsBehindScreens: Bool = true, digitPicking: Bool = true,
    display: DisplaySettings? = DisplaySettings()
  ) {
    self.pad = pad
    self.digitPicking = digitPicking
    self.display = display
    self.clockStopsBehindScreens = clockStopsBehindScreens
    self.daily = daily
    self.newGameRules = newGameRules
    self.created = created.formatted(.iso8601)
    self.app = app
    self.model = model
    self.settings = settings
    self.terminal = terminal
    self.game = game
  }

  /// The app state the session started in.
  public var initialState: AppState {
    AppState(
      game: game, columns: terminal.cols, rows: terminal.rows, inkSettings: settings,
      terminalCell: CellSize(width: terminal.cellWidth, height: terminal.cellHeight), daily: daily,
      newGameRules: newGameRules, pad: pad, reportUnit: terminal.report,
      clockStopsBehindScreens: clockStopsBehindScreens, digitPicking: digitPicking,
      display: display ?? DisplaySettings(), hasSettingsScreen: display != nil)
  }
}

/// The terminal the session started on: its size, the pixel size of a cell and the mouse report unit.
public struct ReplayTerminal: Codable, Equatable, Sendable {
  public var cols: Int
  public var rows: Int
  public var cellWidth: Double
  public var cellHeight: Double
  public var report: ReportUnit

  public init(cols: Int, rows: Int, cellWidth: Double, cellHeight: Double, report: ReportUnit) {
    self.cols = cols
    self.rows = rows
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.report = report
  }
}

extension ReplayHeader: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, version, puzzle, created, app, model, settings, terminal, game, daily, newGameRules, pad,
      clockStopsBehindScreens, digitPicking, display
  }

  /// Format and version are checked first, so a foreign or newer file is named as such rather than
  /// reported by its first unexpected field.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decodeIfPresent(String.self, forKey: .format)
    guard format == Self.format else {
      let found = format.map { "format \"\($0)\"" } ?? "no format"
      throw Self.problem(decoder, "not an Inkdoku replay (\(found), expected \"\(Self.format)\")")
    }
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.version else {
      throw Self.problem(
        decoder, "replay version \(version) is not supported (this inkdoku reads version \(Self.version))")
    }
    created = try container.decode(String.self, forKey: .created)
    app = try container.decode(String.self, forKey: .app)
    model = try container.decodeIfPresent(String.self, forKey: .model)
    settings = try container.decode(InkSettings.self, forKey: .settings)
    // Sessions recorded before the conflict gate or the board confidence existed had neither: verified
    // without them, they stay exact.
    let policy = try container.decode(PolicyKeys.self, forKey: .settings)
    if policy.conflictThreshold == nil { settings.conflictThreshold = 0 }
    if policy.boardConfidence == nil { settings.boardConfidence = false }
    terminal = try container.decode(ReplayTerminal.self, forKey: .terminal)
    game = try container.decode(GameState.self, forKey: .game)
    daily = try container.decodeIfPresent(CalendarDay.self, forKey: .daily)
    newGameRules = try container.decodeIfPresent(GameRules.self, forKey: .newGameRules) ?? GameRules()
    pad = try container.decodeIfPresent(PadMode.self, forKey: .pad) ?? .off
    clockStopsBehindScreens =
      try container.decodeIfPresent(Bool.self, forKey: .clockStopsBehindScreens) ?? false
    digitPicking = try container.decodeIfPresent(Bool.self, forKey: .digitPicking) ?? false
    display = try container.decodeIfPresent(DisplaySettings.self, forKey: .display)
    let puzzle = try container.decode(String.self, forKey: .puzzle)
    guard puzzle == game.givens.line else {
      throw Self.problem(decoder, "\"puzzle\" is not the givens of \"game\"")
    }
  }

  /// The puzzle is repeated outside the game so that a person reading the file sees it at once.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(Self.version, forKey: .version)
    try container.encode(game.givens.line, forKey: .puzzle)
    try container.encode(created, forKey: .created)
    try container.encode(app, forKey: .app)
    try container.encode(model, forKey: .model)
    try container.encode(settings, forKey: .settings)
    try container.encode(terminal, forKey: .terminal)
    try container.encode(game, forKey: .game)
    try container.encodeIfPresent(daily, forKey: .daily)
    try container.encode(newGameRules, forKey: .newGameRules)
    try container.encode(pad, forKey: .pad)
    try container.encode(clockStopsBehindScreens, forKey: .clockStopsBehindScreens)
    try container.encode(digitPicking, forKey: .digitPicking)
    try container.encodeIfPresent(display, forKey: .display)
  }

  /// The settings keys whose absence means something else in a replay than in a settings file.
  private struct PolicyKeys: Decodable {
    var conflictThreshold: Double?
    var boardConfidence: Bool?
  }

  private static func problem(_ decoder: any Decoder, _ text: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
  }
}
