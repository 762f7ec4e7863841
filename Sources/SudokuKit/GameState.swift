/// One game in progress: the puzzle, the player's marks, the clock and the undo history.
///
/// Only `Game.reduce` changes it, so replaying the same actions at the same times rebuilds the same state.
public struct GameState: Equatable, Sendable {
  /// The puzzle's clues; they never change during a game.
  public internal(set) var givens: Grid
  public internal(set) var solution: Grid
  /// Digits the player placed, 0 where none; always 0 on givens. Wrong digits stay until replaced.
  public internal(set) var entries: Grid
  /// Pencil notes, one set per cell (81); empty wherever the board shows a digit.
  public internal(set) var notes: [DigitSet]
  /// The digits the player struck from each cell's notes while candidates were live (81 sets): they
  /// stay out when the board would bring them back. A cell keeps its own under a digit of the player's.
  public internal(set) var eliminated: [DigitSet]
  /// Colour marks by hand, one value per cell (81); they are the player's own, so they can go on any
  /// cell, and a note's colour stays while the note comes and goes.
  public internal(set) var colours: [CellColours]
  /// The selected cell, 0...80.
  public internal(set) var selection: Int
  public internal(set) var mode: EntryMode
  /// Wrong placements so far; undo does not take them back.
  public internal(set) var mistakes: Int
  /// Seconds of play, not counting pauses or anything after solving.
  public internal(set) var elapsed: Double
  public internal(set) var paused: Bool
  public internal(set) var hintsUsed: Int
  /// How far the hint the player paid for has been told; nil when none is open. Only a change to the
  /// board (or another game) ends it, so a pause, a hidden board or a resumed save show it again free.
  public internal(set) var hintStage: HintStage?
  /// The input revision. It grows on every change that could make an in-flight pencil recognition
  /// wrong: any board change (place, erase, note toggle, candidate fill, undo, redo), pause, resume,
  /// mode switch and new game. It never grows on selection moves, ticks, hints, colour marks (nor their
  /// undo and redo) or rejected actions, and it is not reset by a new game, so a recognition captured in
  /// the old game can never match again.
  public internal(set) var revision: Int
  /// The puzzle's difficulty as a label ("easy", …) when known.
  public internal(set) var difficultyLabel: String?
  /// The level of a generated puzzle; nil for one from a file or the command line.
  public var difficulty: Difficulty? { difficultyLabel.flatMap(Difficulty.init(rawValue:)) }
  public internal(set) var solved: Bool
  /// How digits are checked and where the game stops for mistakes.
  public internal(set) var rules: GameRules
  /// `now` of the latest reduce call. Nil until the first call and after decoding: monotonic time from
  /// another session means nothing in this one, so the clock restarts at the first call after a load.
  public internal(set) var lastTick: Double?
  public internal(set) var history: UndoHistory

  /// A fresh game with the centre cell selected, or nil when the puzzle is unplayable (see `isPlayable`).
  public init?(givens: Grid, solution: Grid, difficultyLabel: String? = nil, rules: GameRules = GameRules()) {
    guard Self.isPlayable(givens: givens, solution: solution) else { return nil }
    self.rules = rules
    self.givens = givens
    self.solution = solution
    self.difficultyLabel = difficultyLabel
    entries = Grid()
    notes = Array(repeating: .empty, count: 81)
    eliminated = Array(repeating: .empty, count: 81)
    colours = Array(repeating: .none, count: 81)
    selection = 40
    mode = .normal
    mistakes = 0
    elapsed = 0
    paused = false
    hintsUsed = 0
    hintStage = nil
    revision = 0
    solved = false
    lastTick = nil
    history = UndoHistory()
    if liveCandidates { followBoard() }
  }

  /// A puzzle can be played when its solution is a complete valid grid, every given agrees with it and
  /// at least one cell is left to fill.
  public static func isPlayable(givens: Grid, solution: Grid) -> Bool {
    solution.isComplete && solution.conflicts().isEmpty && !givens.isComplete
      && (0..<81).allSatisfy { givens[$0] == 0 || givens[$0] == solution[$0] }
  }

  /// Givens and entries merged: what the board shows.
  public var board: Grid {
    var grid = givens
    for cell in 0..<81 where entries[cell] != 0 { grid[cell] = entries[cell] }
    return grid
  }

  /// The digit the board shows in `cell`, 0 when empty.
  public func digit(at cell: Int) -> Int { givens[cell] != 0 ? givens[cell] : entries[cell] }

  public func isGiven(_ cell: Int) -> Bool { givens[cell] != 0 }

  /// Whether the player's digit in `cell` differs from the solution.
  public func isWrong(_ cell: Int) -> Bool { entries[cell] != 0 && entries[cell] != solution[cell] }

  /// Whether the digit in `cell` shows again in its row, column or box.
  public func clashes(_ cell: Int) -> Bool {
    let d = digit(at: cell)
    return d != 0 && peersShow(d, around: cell)
  }

  /// Whether `digit` shows in some other cell of `cell`'s row, column or box.
  func peersShow(_ digit: Int, around cell: Int) -> Bool {
    Board.peers[cell].contains { self.digit(at: $0) == digit }
  }

  /// Whether the board marks `cell`, as the check mode asks: a wrong entry, a clashing digit, or nothing.
  public func isMarked(_ cell: Int) -> Bool {
    switch rules.check {
    case .solution: return isWrong(cell)
    case .conflicts: return clashes(cell)
    case .off: return false
    }
  }

  /// The game has reached its mistake limit: nothing but starting over, going on without the limit or a
  /// new game applies, and the clock stops.
  public var overMistakeLimit: Bool { rules.mistakeLimit > 0 && mistakes >= rules.mistakeLimit }

  var isSolvedBoard: Bool { (0..<81).allSatisfy { digit(at: $0) == solution[$0] } }

  func content(at cell: Int) -> CellContent {
    CellContent(entry: entries[cell], notes: notes[cell], eliminated: eliminated[cell])
  }

  /// A board change is a new revision, and the hint told for the board before it is over.
  mutating func boardChanged() {
    revision += 1
    hintStage = nil
  }

  mutating func setContent(_ content: CellContent, at cell: Int) {
    entries[cell] = content.entry
    notes[cell] = content.notes
    eliminated[cell] = content.eliminated
  }
}
