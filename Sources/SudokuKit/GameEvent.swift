/// What a reduce call did, for the UI (sounds, messages, highlights), statistics and replay checks.
public enum GameEvent: Equatable, Sendable {
  /// A new game began.
  case started
  case selected(cell: Int)
  case modeChanged(EntryMode)
  case placed(cell: Int, digit: Int)
  /// The digit just placed counts as a mistake under the check mode (it differs from the solution, or
  /// clashes with a visible digit); it stays on the board, marked.
  case mistake(cell: Int, digit: Int)
  case erased(cell: Int)
  case noteToggled(cell: Int, digit: Int, on: Bool)
  /// Cells, ascending, whose notes a placement cleared: its own cell and the peers that had that digit
  /// noted (under the solution check only for a correct digit, so the notes do not tell it either way).
  /// With live candidates, any cell whose notes changed: also a replaced digit's peers that get it back.
  case notesCleared(cells: [Int])
  /// Cells, ascending, whose notes a fill replaced with their candidates.
  case candidatesFilled(cells: [Int])
  /// A colour mark of `cell` (its own or a note's) changed.
  case coloured(cell: Int)
  /// Cells, ascending, whose colour marks were all taken off.
  case coloursCleared(cells: [Int])
  /// An undo step was taken back; `cell` is the cell that action was aimed at.
  case undone(cell: Int)
  case redone(cell: Int)
  case paused
  case resumed
  /// Live candidates or the auto-removal of notes were turned on or off for this game.
  case noteRulesChanged
  /// The game goes on without a mistake limit.
  case mistakeLimitWaived
  /// The app should compute and show a hint now.
  case hintRequested
  /// The open hint now shows its cells and reasoning.
  case hintRevealed
  case solved(elapsed: Double, mistakes: Int, hints: Int)
  /// The action changed nothing (apart from the clock).
  case rejected(GameRejection)
}

/// Why an action changed nothing.
public enum GameRejection: String, Equatable, Sendable, CaseIterable {
  case paused
  case notPaused
  case solved
  case givenCell
  /// Notes cannot go into a cell that shows a digit.
  case filledCell
  case invalidCell
  case invalidDigit
  case sameDigit
  case sameMode
  case nothingToErase
  /// Live candidates never note a digit the cell's row, column or box shows.
  case notACandidate
  /// A colour other than 0 (none) to `CellColours.count`.
  case invalidColour
  /// The mark already has that colour.
  case sameColour
  /// A note can be coloured only where the cell holds it.
  case noSuchNote
  /// Nothing is coloured to clear.
  case noColours
  /// Every empty cell's notes already are its candidates.
  case nothingToFill
  case nothingToUndo
  case nothingToRedo
  /// `newGame` got a puzzle that `GameState.isPlayable` refuses.
  case invalidPuzzle
  /// The game stands at its mistake limit.
  case overMistakeLimit
  /// There is no mistake limit to waive.
  case noMistakeLimit
  /// No hint is open at its nudge.
  case noHintToReveal
}
