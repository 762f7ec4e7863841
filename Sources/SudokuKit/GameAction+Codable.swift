/// The replay form: one flat object per action, e.g. `{"action":"place","cell":2,"digit":4,"mode":"notes"}`,
/// grids as 81-character lines. Numbers are not range-checked here: the reducer rejects bad ones.
extension GameAction: Codable {
  private enum CodingKeys: String, CodingKey {
    case action, cell, digit, mode, direction, givens, solution, difficulty
  }

  private enum Kind: String, Codable {
    case select, move, place, erase, toggleNote, setMode, toggleMode, undo, redo, hint
    case pause, resume, togglePause, newGame, tick
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func int(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
    switch try container.decode(Kind.self, forKey: .action) {
    case .select: self = .select(try int(.cell))
    case .move: self = .move(try container.decode(Direction.self, forKey: .direction))
    case .place:
      self = .place(
        digit: try int(.digit), cell: try int(.cell),
        mode: try container.decode(EntryMode.self, forKey: .mode))
    case .erase: self = .erase(cell: try int(.cell))
    case .toggleNote: self = .toggleNote(digit: try int(.digit), cell: try int(.cell))
    case .setMode: self = .setMode(try container.decode(EntryMode.self, forKey: .mode))
    case .toggleMode: self = .toggleMode
    case .undo: self = .undo
    case .redo: self = .redo
    case .hint: self = .hint
    case .pause: self = .pause
    case .resume: self = .resume
    case .togglePause: self = .togglePause
    case .newGame:
      self = .newGame(
        givens: try container.decodeGrid(forKey: .givens),
        solution: try container.decodeGrid(forKey: .solution),
        difficultyLabel: try container.decodeIfPresent(String.self, forKey: .difficulty))
    case .tick: self = .tick
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .select(let cell):
      try container.encode(Kind.select, forKey: .action)
      try container.encode(cell, forKey: .cell)
    case .move(let direction):
      try container.encode(Kind.move, forKey: .action)
      try container.encode(direction, forKey: .direction)
    case .place(let digit, let cell, let mode):
      try container.encode(Kind.place, forKey: .action)
      try container.encode(digit, forKey: .digit)
      try container.encode(cell, forKey: .cell)
      try container.encode(mode, forKey: .mode)
    case .erase(let cell):
      try container.encode(Kind.erase, forKey: .action)
      try container.encode(cell, forKey: .cell)
    case .toggleNote(let digit, let cell):
      try container.encode(Kind.toggleNote, forKey: .action)
      try container.encode(digit, forKey: .digit)
      try container.encode(cell, forKey: .cell)
    case .setMode(let mode):
      try container.encode(Kind.setMode, forKey: .action)
      try container.encode(mode, forKey: .mode)
    case .toggleMode: try container.encode(Kind.toggleMode, forKey: .action)
    case .undo: try container.encode(Kind.undo, forKey: .action)
    case .redo: try container.encode(Kind.redo, forKey: .action)
    case .hint: try container.encode(Kind.hint, forKey: .action)
    case .pause: try container.encode(Kind.pause, forKey: .action)
    case .resume: try container.encode(Kind.resume, forKey: .action)
    case .togglePause: try container.encode(Kind.togglePause, forKey: .action)
    case .newGame(let givens, let solution, let difficultyLabel):
      try container.encode(Kind.newGame, forKey: .action)
      try container.encode(givens.line, forKey: .givens)
      try container.encode(solution.line, forKey: .solution)
      try container.encodeIfPresent(difficultyLabel, forKey: .difficulty)
    case .tick: try container.encode(Kind.tick, forKey: .action)
    }
  }
}
