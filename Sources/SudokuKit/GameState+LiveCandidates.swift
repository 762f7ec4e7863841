/// Live candidates: every empty cell's notes are what the board leaves possible there, less the digits
/// the player struck (`eliminated`). The edits keep this true and record it in their undo steps; these
/// set it up where no step applies.
extension GameState {
  /// Whether the notes follow the board.
  public var liveCandidates: Bool { rules.candidates == .live }

  /// Every cell's notes as `board` and `eliminated` leave them: a filled cell has none.
  static func liveNotes(board: Grid, eliminated: [DigitSet]) -> [DigitSet] {
    let candidates = Candidates(grid: board)
    return (0..<81).map { board[$0] == 0 ? candidates[$0].subtracting(eliminated[$0]) : .empty }
  }

  /// The notes a live game shows now.
  var liveNotes: [DigitSet] { Self.liveNotes(board: board, eliminated: eliminated) }

  /// Writes the live notes into every cell, outside the undo history: a game starting live, or a
  /// history step from before candidates went live, taken back.
  mutating func followBoard() {
    notes = liveNotes
  }

  /// Turns the player's notes live: a noted cell keeps exactly its notes (what it lacks of its
  /// candidates is eliminated), a cell without notes shows all its candidates.
  mutating func takeNotesLive() {
    let candidates = Candidates(grid: board)
    for cell in 0..<81 where digit(at: cell) == 0 {
      eliminated[cell] = notes[cell].isEmpty ? .empty : candidates[cell].subtracting(notes[cell])
    }
    followBoard()
  }
}
