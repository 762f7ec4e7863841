import Foundation
import InkKit
import InkdokuCore
import PointerGeometry
import Preferences
import SudokuKit

/// A replay's first line: everything needed to rebuild the state the recorded session started from.
public struct ReplayHeader: Sendable {
  public static let format = "inkdoku-replay"
  /// The format this build writes. Each change of what the game does with the same messages gets a
  /// version of its own (`behaviours`), so a recording replays as the game that made it played; so does
  /// each change of how a message is written.
  public static let version = 11
  /// What the game did in each version after 1; a version 1 header says it with a flag per change.
  static let behaviours: [Int: Behaviour] = [
    2: .clicksOnGridLines, 3: .closingResumes, 4: .keepsHints, 5: .padBesideFullBoard, 6: .mouseMenu,
    7: .liveCandidates, 8: .marking, 9: .nothingSilent, 10: .everyWindow, 11: .levelsAndViewInk,
  ]
  /// The first version whose mouse reports hold the position as the terminal gave it; the versions
  /// before wrote the cell, the point in board units and the unit (`OlderMouse`).
  static let rawReports = 9
  /// Where a replay's lines are decoded with the version of their header (`ReplayReader`).
  static let versionKey = CodingUserInfoKey(rawValue: "replayVersion")!

  /// The version of the replay whose line `decoder` reads: this build's, unless the reader said.
  static func version(of decoder: any Decoder) -> Int {
    decoder.userInfo[versionKey] as? Int ?? version
  }

  /// When recording started, ISO 8601 in UTC; shown to people only, never used to replay.
  public var created: String
  /// The Inkdoku version that recorded.
  public var app: String
  /// The sha256 of the digit model in use, nil when there was none.
  public var model: String?
  /// The settings in force at the start (the `learnHand` setting comes with the hand, `handLoaded`).
  public var settings: PlaySettings
  public var terminal: ReplayTerminal
  /// The whole game at the start, not just the puzzle, so a resumed game replays too.
  public var game: GameState
  /// The day when the game is that day's daily puzzle; left out otherwise.
  public var daily: CalendarDay?
  /// What the game did when it was recorded: the reducer replays every message with it.
  public var behaviour: Behaviour
  /// The version the file was written in, which says how its lines read.
  public private(set) var version = Self.version

  public init(
    created: Date, app: String, model: String?, settings: PlaySettings, terminal: ReplayTerminal,
    game: GameState, daily: CalendarDay? = nil, behaviour: Behaviour = .current
  ) {
    self.created = created.formatted(.iso8601)
    self.app = app
    self.model = model
    self.settings = settings
    self.terminal = terminal
    self.game = game
    self.daily = daily
    self.behaviour = behaviour
  }

  /// The app state the session started in.
  public var initialState: AppState {
    AppState(
      game: game, columns: terminal.cols, rows: terminal.rows, settings: settings,
      terminalCell: CellSize(width: terminal.cellWidth, height: terminal.cellHeight),
      reportUnit: terminal.reportUnit, daily: daily)
  }
}

/// The terminal the session started on: its size, the pixel size of a cell and the mouse report unit.
public struct ReplayTerminal: Codable, Equatable, Sendable {
  public var cols: Int
  public var rows: Int
  public var cellWidth: Double
  public var cellHeight: Double
  public var reportUnit: ReportUnit

  public init(cols: Int, rows: Int, cellWidth: Double, cellHeight: Double, reportUnit: ReportUnit) {
    self.cols = cols
    self.rows = rows
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.reportUnit = reportUnit
  }

  private enum CodingKeys: String, CodingKey {
    case cols, rows, cellWidth, cellHeight
    case reportUnit = "report"
  }
}

extension ReplayHeader: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, version, puzzle, created, app, model, settings, terminal, game, daily, newGameRules, pad,
      display, clockStopsBehindScreens, digitPicking
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
    version = try container.decode(Int.self, forKey: .version)
    guard version == 1 || Self.behaviours[version] != nil else {
      throw Self.problem(
        decoder,
        "replay version \(version) is not supported (this inkdoku reads versions 1 to \(Self.version))")
    }
    created = try container.decode(String.self, forKey: .created)
    app = try container.decode(String.self, forKey: .app)
    model = try container.decodeIfPresent(String.self, forKey: .model)
    var pencil = try container.decode(InkSettings.self, forKey: .settings)
    // Sessions recorded before the conflict gate or the board confidence existed had neither: verified
    // without them, they stay exact.
    let policy = try container.decode(PolicyKeys.self, forKey: .settings)
    if policy.conflictThreshold == nil { pencil.conflictThreshold = 0 }
    if policy.boardConfidence == nil { pencil.boardConfidence = false }
    terminal = try container.decode(ReplayTerminal.self, forKey: .terminal)
    game = try container.decode(GameState.self, forKey: .game)
    daily = try container.decodeIfPresent(CalendarDay.self, forKey: .daily)
    // Sessions recorded before the rules, the pad or the settings screen had the defaults of then.
    let display = try container.decodeIfPresent(DisplaySettings.self, forKey: .display)
    settings = PlaySettings(
      rules: try container.decodeIfPresent(GameRules.self, forKey: .newGameRules) ?? GameRules(),
      pad: try container.decodeIfPresent(PadMode.self, forKey: .pad) ?? .off, pencil: pencil,
      display: display ?? DisplaySettings())
    if let known = Self.behaviours[version] {
      behaviour = known
    } else {
      behaviour = try Self.versionOneBehaviour(container, hasDisplay: display != nil)
    }
    let puzzle = try container.decode(String.self, forKey: .puzzle)
    guard puzzle == game.givens.line else {
      throw Self.problem(decoder, "\"puzzle\" is not the givens of \"game\"")
    }
  }

  /// A version 1 header says what the game did with one flag per change, each set by the recordings
  /// made since it: the latest change whose flag it has (a header has the earlier ones too).
  private static func versionOneBehaviour(_ container: KeyedDecodingContainer<CodingKeys>, hasDisplay: Bool)
    throws -> Behaviour
  {
    if hasDisplay { return .settingsScreen }
    if try container.decodeIfPresent(Bool.self, forKey: .digitPicking) == true { return .digitPicking }
    if try container.decodeIfPresent(Bool.self, forKey: .clockStopsBehindScreens) == true {
      return .clockStopsBehindScreens
    }
    return .original
  }

  /// The puzzle is repeated outside the game so that a person reading the file sees it at once. The
  /// version says the behaviour: this build writes its lines in its own version, which records only
  /// today's, and refuses any other.
  public func encode(to encoder: any Encoder) throws {
    guard behaviour == .current else {
      throw EncodingError.invalidValue(
        behaviour, .init(codingPath: encoder.codingPath, debugDescription: "no replay version records it"))
    }
    let version = Self.version
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(game.givens.line, forKey: .puzzle)
    try container.encode(created, forKey: .created)
    try container.encode(app, forKey: .app)
    try container.encode(model, forKey: .model)
    try container.encode(settings.pencil, forKey: .settings)
    try container.encode(terminal, forKey: .terminal)
    try container.encode(game, forKey: .game)
    try container.encodeIfPresent(daily, forKey: .daily)
    try container.encode(settings.rules, forKey: .newGameRules)
    try container.encode(settings.pad, forKey: .pad)
    try container.encode(settings.display, forKey: .display)
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
