/// The save form: grids as 81-character lines, notes as 81 masks, the history as flat number arrays.
/// `lastTick` is not saved (see its comment). Decoding checks every invariant the reducer relies on,
/// because a save file may be edited or truncated.
extension GameState: Codable {
  /// Bumped when the save form changes incompatibly.
  static let saveFormat = 1

  private enum CodingKeys: String, CodingKey {
    case format, givens, solution, entries, notes, selection, mode, mistakes, elapsed, paused, hintsUsed
    case revision, difficulty, solved, history, rules, hint, eliminated, colours
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format == Self.saveFormat else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "unsupported save format \(format)")
    }
    givens = try container.decodeGrid(forKey: .givens)
    solution = try container.decodeGrid(forKey: .solution)
    entries = try container.decodeGrid(forKey: .entries)
    notes = try container.decode([DigitSet].self, forKey: .notes)
    // Saves from before live candidates struck nothing.
    eliminated =
      try container.decodeIfPresent([DigitSet].self, forKey: .eliminated)
      ?? Array(repeating: .empty, count: 81)
    selection = try container.decode(Int.self, forKey: .selection)
    mode = try container.decode(EntryMode.self, forKey: .mode)
    mistakes = try container.decode(Int.self, forKey: .mistakes)
    elapsed = try container.decode(Double.self, forKey: .elapsed)
    paused = try container.decode(Bool.self, forKey: .paused)
    hintsUsed = try container.decode(Int.self, forKey: .hintsUsed)
    hintStage = try container.decodeIfPresent(HintStage.self, forKey: .hint)
    revision = try container.decode(Int.self, forKey: .revision)
    difficultyLabel = try container.decodeIfPresent(String.self, forKey: .difficulty)
    solved = try container.decode(Bool.self, forKey: .solved)
    history = try container.decode(UndoHistory.self, forKey: .history)
    // Saves from before the rules existed were played under the default ones.
    rules = try container.decodeIfPresent(GameRules.self, forKey: .rules) ?? GameRules()
    colours =
      try container.decodeIfPresent([CellColours].self, forKey: .colours)
      ?? Array(repeating: .none, count: 81)
    lastTick = nil
    if let problem = inconsistency {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.saveFormat, forKey: .format)
    try container.encode(givens.line, forKey: .givens)
    try container.encode(solution.line, forKey: .solution)
    try container.encode(entries.line, forKey: .entries)
    try container.encode(notes, forKey: .notes)
    if eliminated.contains(where: { !$0.isEmpty }) { try container.encode(eliminated, forKey: .eliminated) }
    try container.encode(selection, forKey: .selection)
    try container.encode(mode, forKey: .mode)
    try container.encode(mistakes, forKey: .mistakes)
    try container.encode(elapsed, forKey: .elapsed)
    try container.encode(paused, forKey: .paused)
    try container.encode(hintsUsed, forKey: .hintsUsed)
    try container.encodeIfPresent(hintStage, forKey: .hint)
    try container.encode(revision, forKey: .revision)
    try container.encodeIfPresent(difficultyLabel, forKey: .difficulty)
    try container.encode(solved, forKey: .solved)
    try container.encode(history, forKey: .history)
    try container.encode(rules, forKey: .rules)
    // Left out while nothing is coloured: such a save is what it was before colour marks existed.
    if colours.contains(where: { !$0.isEmpty }) { try container.encode(colours, forKey: .colours) }
  }

  /// Why a decoded state could not have come from the reducer, or nil when it could.
  private var inconsistency: String? {
    if !Self.isPlayable(givens: givens, solution: solution) { return "the puzzle does not fit its solution" }
    if notes.count != 81 { return "expected 81 note sets, got \(notes.count)" }
    if eliminated.count != 81 { return "expected 81 eliminated sets, got \(eliminated.count)" }
    if liveCandidates && notes != liveNotes { return "live notes that do not follow the board" }
    if colours.count != 81 { return "expected 81 colour marks, got \(colours.count)" }
    if (0..<81).contains(where: { isGiven($0) && (entries[$0] != 0 || !notes[$0].isEmpty) }) {
      return "a given cell holds an entry or notes"
    }
    if history.touchedCells.contains(where: isGiven) { return "the undo history changes a given cell" }
    if !(0..<81).contains(selection) { return "selection \(selection) out of range" }
    if mistakes < 0 || hintsUsed < 0 || revision < 0 { return "a negative counter" }
    if !elapsed.isFinite || elapsed < 0 || elapsed > Self.elapsedLimit {
      return "\"elapsed\" is \(elapsed) seconds (allowed: 0 to \(Int(Self.elapsedLimit)))"
    }
    if solved != isSolvedBoard { return "the solved flag does not match the board" }
    if solved && paused { return "a solved game cannot be paused" }
    if solved && hintStage != nil { return "a solved game has no hint open" }
    return nil
  }
}
