/// Something the player (keyboard, pencil, replay) asks the game to do; see `Game.reduce`.
public enum GameAction: Equatable, Sendable {
  case select(Int)
  /// Moves the selection one cell, wrapping around at the board's edges.
  case move(Direction)
  /// Places `digit` (`.normal`) or toggles it as a note (`.notes`). The mode is explicit because the
  /// pencil path captures it when the ink is sent to the recognizer, not when the result arrives.
  case place(digit: Int, cell: Int, mode: EntryMode)
  /// Removes the player's digit from `cell`, or its notes when it holds no digit.
  case erase(cell: Int)
  case toggleNote(digit: Int, cell: Int)
  /// Toggles note `digit` in every cell of `cells` that can hold it, as one undo step: on in all of
  /// them unless all have it already, then off in all.
  case toggleNotes(digit: Int, cells: [Int])
  /// Replaces the notes of every empty cell with its candidates, as one undo step.
  case fillCandidates
  /// Gives `cell` a colour mark, 1...`CellColours.count`, or takes it off with 0.
  case colourCell(cell: Int, colour: Int)
  /// Gives every cell of `cells` colour mark `colour` (0: none), as one undo step.
  case colourCells(cells: [Int], colour: Int)
  /// Gives note `digit` of `cell` a colour mark (0: none); the cell must hold that note.
  case colourNote(digit: Int, cell: Int, colour: Int)
  /// Takes every colour mark off the board, as one undo step.
  case clearColours
  case setMode(EntryMode)
  case toggleMode
  case undo
  case redo
  /// Counts a hint and opens it at its nudge; the hint's content is computed outside the reducer.
  case hint
  /// Tells the open hint's cells and reasoning, for nothing more.
  case revealHint
  case pause
  case resume
  case togglePause
  case newGame(givens: Grid, solution: Grid, difficultyLabel: String?, rules: GameRules = GameRules())
  /// A new game from a shared position: its givens, entries and notes (see `GameState(position:)`).
  case newPosition(BoardPosition, rules: GameRules = GameRules())
  /// The same puzzle from its givens again: board, notes, history, counters and clock start over.
  case restart
  /// A game set aside comes back as it was: its board, history, counters and clock.
  case resumeGame(GameState)
  /// Turns live candidates and the auto-removal of notes on or off in the game in progress; not an
  /// undo step. Going live keeps each noted cell's notes as they are.
  case setNoteRules(candidates: CandidateMode, autoRemove: Bool)
  /// Play on past the mistake limit: this game has none from now on.
  case waiveMistakeLimit
  /// Only advances the clock.
  case tick
  /// Time passes that does not count: the board was out of sight (behind help, say) until `now`.
  case idle

  /// The actions that still apply while paused: ending the pause, starting over and keeping time.
  var worksWhilePaused: Bool {
    switch self {
    case .resume, .togglePause, .newGame, .newPosition, .resumeGame, .setNoteRules, .tick, .idle: return true
    default: return false
    }
  }

  /// The actions that still apply at the mistake limit: the ways out of it.
  var worksOverMistakeLimit: Bool {
    switch self {
    case .restart, .waiveMistakeLimit, .newGame, .newPosition, .resumeGame, .setNoteRules, .tick, .idle:
      return true
    default: return false
    }
  }

  /// The actions that still apply to a solved game: looking around and starting over.
  var worksWhenSolved: Bool {
    switch self {
    case .select, .move, .newGame, .newPosition, .resumeGame, .setNoteRules, .tick, .idle: return true
    default: return false
    }
  }
}
