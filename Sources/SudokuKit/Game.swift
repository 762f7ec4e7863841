/// The game's rules as one pure function, driven alike by keys, the pencil path and replays.
public enum Game {
  /// Applies `action` at monotonic time `now` (seconds) and reports what happened.
  ///
  /// Time passes on every call, whatever the action. An action that cannot apply changes nothing else
  /// and returns a single `.rejected` event; bad numbers from untrusted input are rejected, never trapped.
  public static func reduce(_ state: inout GameState, _ action: GameAction, now: Double) -> [GameEvent] {
    if action == .idle {
      state.skipClock(to: now)
      return []
    }
    state.advanceClock(to: now)
    if state.paused && !action.worksWhilePaused { return [.rejected(.paused)] }
    if state.solved && !action.worksWhenSolved { return [.rejected(.solved)] }
    if state.overMistakeLimit && !action.worksOverMistakeLimit { return [.rejected(.overMistakeLimit)] }
    switch action {
    case .select(let cell): return select(&state, cell)
    case .move(let direction): return select(&state, direction.step(from: state.selection))
    case .place(let digit, let cell, .normal): return place(&state, digit: digit, cell: cell)
    case .place(let digit, let cell, .notes): return toggleNote(&state, digit: digit, cell: cell)
    case .erase(let cell): return erase(&state, cell: cell)
    case .toggleNote(let digit, let cell): return toggleNote(&state, digit: digit, cell: cell)
    case .toggleNotes(let digit, let cells): return toggleNotes(&state, digit: digit, cells: cells)
    case .fillCandidates: return fillCandidates(&state)
    case .colourCell(let cell, let colour): return colourCell(&state, cell: cell, colour: colour)
    case .colourCells(let cells, let colour): return colourCells(&state, cells: cells, colour: colour)
    case .colourNote(let digit, let cell, let colour):
      return colourNote(&state, digit: digit, cell: cell, colour: colour)
    case .clearColours: return clearColours(&state)
    case .setMode(let mode): return setMode(&state, mode)
    case .toggleMode: return setMode(&state, state.mode.toggled)
    case .undo: return undo(&state)
    case .redo: return redo(&state)
    case .hint:
      state.hintsUsed += 1
      state.hintStage = .nudge
      return [.hintRequested]
    case .revealHint:
      guard state.hintStage == .nudge else { return [.rejected(.noHintToReveal)] }
      state.hintStage = .cells
      return [.hintRevealed]
    case .pause: return pause(&state)
    case .resume: return resume(&state)
    case .togglePause: return state.paused ? resume(&state) : pause(&state)
    case .newGame(let givens, let solution, let label, let rules):
      return newGame(&state, givens: givens, solution: solution, difficultyLabel: label, rules: rules)
    case .newPosition(let position, let rules):
      return start(&state, try? GameState(position: position, rules: rules))
    case .resumeGame(let game): return start(&state, game)
    case .restart:
      return newGame(
        &state, givens: state.givens, solution: state.solution, difficultyLabel: state.difficultyLabel,
        rules: state.rules)
    case .waiveMistakeLimit: return waiveMistakeLimit(&state)
    case .setNoteRules(let candidates, let autoRemove):
      return setNoteRules(&state, candidates: candidates, autoRemove: autoRemove)
    case .tick, .idle: return []
    }
  }

  private static func select(_ state: inout GameState, _ cell: Int) -> [GameEvent] {
    guard (0..<81).contains(cell) else { return [.rejected(.invalidCell)] }
    state.selection = cell
    return [.selected(cell: cell)]
  }

  private static func setMode(_ state: inout GameState, _ mode: EntryMode) -> [GameEvent] {
    guard mode != state.mode else { return [.rejected(.sameMode)] }
    state.mode = mode
    state.revision += 1
    return [.modeChanged(mode)]
  }

  private static func pause(_ state: inout GameState) -> [GameEvent] {
    state.paused = true
    state.revision += 1
    return [.paused]
  }

  private static func resume(_ state: inout GameState) -> [GameEvent] {
    guard state.paused else { return [.rejected(.notPaused)] }
    state.paused = false
    state.revision += 1
    return [.resumed]
  }

  private static func waiveMistakeLimit(_ state: inout GameState) -> [GameEvent] {
    guard state.rules.mistakeLimit > 0 else { return [.rejected(.noMistakeLimit)] }
    state.rules.mistakeLimit = 0
    state.revision += 1
    return [.mistakeLimitWaived]
  }

  /// The settings screen's change, applied to the game in progress (the rules travel with its save).
  private static func setNoteRules(_ state: inout GameState, candidates: CandidateMode, autoRemove: Bool)
    -> [GameEvent]
  {
    let wasLive = state.liveCandidates
    state.rules.candidates = candidates
    state.rules.autoRemove = autoRemove
    if state.liveCandidates && !wasLive { state.takeNotesLive() }
    state.revision += 1
    return [.noteRulesChanged]
  }

  private static func newGame(
    _ state: inout GameState, givens: Grid, solution: Grid, difficultyLabel: String?, rules: GameRules
  ) -> [GameEvent] {
    start(
      &state, GameState(givens: givens, solution: solution, difficultyLabel: difficultyLabel, rules: rules))
  }

  /// Makes `fresh` the game, carrying the revision on so no recognition of the old game applies to it.
  private static func start(_ state: inout GameState, _ fresh: GameState?) -> [GameEvent] {
    guard var fresh else { return [.rejected(.invalidPuzzle)] }
    fresh.revision = state.revision + 1
    fresh.lastTick = state.lastTick
    state = fresh
    return [.started]
  }
}
