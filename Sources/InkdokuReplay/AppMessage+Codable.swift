import InkdokuCore
import PointerGeometry
import Recognition
import SudokuKit
import TerminalUI

/// The replay form of a message: one flat JSON object whose single key names the kind, such as
/// `{"key":"up"}`, `{"mouse":{…}}`, `{"tick":true}` or `{"resize":[100,32]}`. A terminal change keeps
/// the key each of its kinds had as a message of its own (`resize`, `cellSize`, `reportUnit`), so
/// recordings from before it was one kind read the same.
///
/// A replay line adds its time `t` to the same object: the time the reducer was handed the message.
/// A new message needs one `Kind` and one case in each switch below.
extension AppMessage: Codable {
  enum Kind: String, CodingKey, CaseIterable {
    case key, mouse, resize, paste, pastedPuzzle, modeReport, tick, newPuzzle, statsText, cellSize, notice,
      recognized, newBest, reportUnit, completed, hand, focus
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Kind.self)
    switch self {
    case .input(let event):
      switch event {
      case .key(let key): try container.encode(key, forKey: .key)
      case .mouse(let report): try container.encode(ReplayMouse(report), forKey: .mouse)
      case .terminal(.size(let columns, let rows)): try container.encode([columns, rows], forKey: .resize)
      case .terminal(.cell(let cell)): try container.encode([cell.width, cell.height], forKey: .cellSize)
      case .terminal(.reportUnit(let unit)): try container.encode(unit, forKey: .reportUnit)
      case .paste(let bytes, nil): try container.encode(bytes, forKey: .paste)
      case .paste(let bytes, let puzzle?):
        try container.encode(PastedPuzzle(bytes: bytes, puzzle: puzzle), forKey: .pastedPuzzle)
      case .modeReport(let mode, let value): try container.encode([mode, value], forKey: .modeReport)
      case .focus(let gained): try container.encode(gained, forKey: .focus)
      }
    case .tick:
      try container.encode(true, forKey: .tick)
    case .newPuzzle(let givens, let solution, let difficulty, let daily):
      try container.encode(
        ReplayPuzzle(givens: givens, solution: solution, difficulty: difficulty, daily: daily),
        forKey: .newPuzzle)
    case .statsText(let text):
      try container.encode(text, forKey: .statsText)
    case .notice(let text):
      try container.encode(text, forKey: .notice)
    case .recognized(let outcome):
      try container.encode(outcome, forKey: .recognized)
    case .newBest:
      try container.encode(true, forKey: .newBest)
    case .completed(let record):
      try container.encode(record, forKey: .completed)
    case .handLoaded(let profile, let learning):
      try container.encode(ReplayHand(learning: learning, profile: profile), forKey: .hand)
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    guard container.allKeys.count == 1, let kind = container.allKeys.first else {
      let names = Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected exactly one event kind of \(names); found \(container.allKeys.count)"))
    }
    func event(_ event: InputEvent) -> AppMessage { .input(event) }
    func pair<T: Decodable>(_ type: T.Type) throws -> (T, T) {
      let values = try container.decode([T].self, forKey: kind)
      guard values.count == 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: kind, in: container, debugDescription: "expected 2 numbers, got \(values.count)")
      }
      return (values[0], values[1])
    }
    switch kind {
    case .key: self = event(.key(try container.decode(Key.self, forKey: .key)))
    case .mouse:
      let report =
        ReplayHeader.version(of: decoder) < ReplayHeader.rawReports
        ? try container.decode(OlderMouse.self, forKey: .mouse).report
        : try container.decode(ReplayMouse.self, forKey: .mouse).report
      guard let report else {
        throw DecodingError.dataCorruptedError(
          forKey: .mouse, in: container, debugDescription: "a pixel report is at whole pixels")
      }
      self = event(.mouse(report))
    case .resize:
      let (columns, rows) = try pair(Int.self)
      self = event(.terminal(.size(columns: columns, rows: rows)))
    case .paste: self = event(.paste(bytes: try container.decode(Int.self, forKey: .paste)))
    case .pastedPuzzle:
      let pasted = try container.decode(PastedPuzzle.self, forKey: .pastedPuzzle)
      self = event(.paste(bytes: pasted.bytes, puzzle: pasted.puzzle))
    case .modeReport:
      let (mode, value) = try pair(Int.self)
      self = event(.modeReport(mode: mode, value: value))
    case .focus: self = event(.focus(try container.decode(Bool.self, forKey: .focus)))
    case .tick:
      guard try container.decode(Bool.self, forKey: .tick) else {
        throw DecodingError.dataCorruptedError(
          forKey: .tick, in: container, debugDescription: "a tick is written as true")
      }
      self = .tick
    case .newPuzzle:
      let puzzle = try container.decode(ReplayPuzzle.self, forKey: .newPuzzle)
      self = .newPuzzle(
        givens: puzzle.givens, solution: puzzle.solution, difficulty: puzzle.difficulty, daily: puzzle.daily)
    case .statsText: self = .statsText(try container.decode(String.self, forKey: .statsText))
    case .cellSize:
      let (width, height) = try pair(Double.self)
      self = event(.terminal(.cell(CellSize(width: width, height: height))))
    case .notice: self = .notice(try container.decode(String.self, forKey: .notice))
    case .recognized: self = .recognized(try container.decode(Reading.self, forKey: .recognized))
    case .newBest:
      guard try container.decode(Bool.self, forKey: .newBest) else {
        throw DecodingError.dataCorruptedError(
          forKey: .newBest, in: container, debugDescription: "a new best is written as true")
      }
      self = .newBest
    case .reportUnit:
      self = event(.terminal(.reportUnit(try container.decode(ReportUnit.self, forKey: .reportUnit))))
    case .completed: self = .completed(try container.decode(CompletionRecord.self, forKey: .completed))
    case .hand:
      let hand = try container.decode(ReplayHand.self, forKey: .hand)
      self = .handLoaded(hand.profile, learning: hand.learning)
    }
  }
}

/// The hand a session started with: `{"hand":{"learning":true,"profile":{…}}}`.
struct ReplayHand: Codable {
  var learning: Bool
  var profile: WriterProfile
}

/// A mouse report in short keys, its position as the terminal gave it (0-based, in the unit of the
/// latest `reportUnit`) beside its buttons: `{"b":"left","p":"drag","x":40,"y":11}`.
struct ReplayMouse: Codable {
  var buttons: ReplayButtons
  var x: Int
  var y: Int

  private enum CodingKeys: String, CodingKey {
    case x, y
  }

  init(_ report: MouseReport) {
    buttons = ReplayButtons(report)
    (x, y) = (report.x, report.y)
  }

  init(from decoder: any Decoder) throws {
    buttons = try ReplayButtons(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // Read as numbers first, so that a board point of a version before 9 is named for what it is.
    let point = (try container.decode(Double.self, forKey: .x), try container.decode(Double.self, forKey: .y))
    guard let x = Int(exactly: point.0), let y = Int(exactly: point.1) else {
      throw DecodingError.dataCorruptedError(
        forKey: .x, in: container, debugDescription: "a mouse position is in whole cells or pixels")
    }
    (self.x, self.y) = (x, y)
  }

  func encode(to encoder: any Encoder) throws {
    try buttons.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }

  var report: MouseReport { buttons.report(x: x, y: y) }
}

/// A generated puzzle as the loop handed it to the reducer: grids in their 81-character line form.
struct ReplayPuzzle: Codable {
  var givens: Grid
  var solution: Grid
  var difficulty: Difficulty
  /// The day whose daily puzzle this is (from version 10), absent for any other.
  var daily: CalendarDay?

  init(givens: Grid, solution: Grid, difficulty: Difficulty, daily: CalendarDay?) {
    self.givens = givens
    self.solution = solution
    self.difficulty = difficulty
    self.daily = daily
  }

  private enum CodingKeys: String, CodingKey {
    case givens, solution, difficulty, daily
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func grid(_ key: CodingKeys) throws -> Grid {
      let line = try container.decode(String.self, forKey: key)
      guard let grid = Grid(line: line) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "expected an 81-character grid line")
      }
      return grid
    }
    givens = try grid(.givens)
    solution = try grid(.solution)
    difficulty = try container.decode(Difficulty.self, forKey: .difficulty)
    daily = try container.decodeIfPresent(CalendarDay.self, forKey: .daily)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(givens.line, forKey: .givens)
    try container.encode(solution.line, forKey: .solution)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encodeIfPresent(daily, forKey: .daily)
  }
}

/// A paste that held a puzzle: its size and the puzzle line.
private struct PastedPuzzle: Codable {
  var bytes: Int
  var puzzle: String
}
