/// The board-changing actions: each one that applies is exactly one undo step and one revision (undo
/// and redo of a colour step excepted, as colouring itself: `Game+Colours`).
///
/// Undo and redo never finish the puzzle: the history is linear, so they only return the board to
/// states the game already passed through, none of them solved (a solved game takes no more edits).
extension Game {
  static func place(_ state: inout GameState, digit: Int, cell: Int) -> [GameEvent] {
    if let rejection = editRejection(state, cell: cell, digit: digit) { return [.rejected(rejection)] }
    guard state.entries[cell] != digit else { return [.rejected(.sameDigit)] }
    let counted = isMistake(state, digit: digit, cell: cell)
    let step =
      state.liveCandidates
      ? livePlace(&state, digit: digit, cell: cell) : commit(&state, placing(digit, at: cell, state))
    var events: [GameEvent] = [.placed(cell: cell, digit: digit)]
    if counted {
      state.mistakes += 1
      events.append(.mistake(cell: cell, digit: digit))
    }
    let cleared = step.changes.filter { $0.before.notes != $0.after.notes }.map(\.cell).sorted()
    if !cleared.isEmpty { events.append(.notesCleared(cells: cleared)) }
    return events + finishIfSolved(&state)
  }

  /// What placing `digit` in `cell` changes when the notes are the player's own.
  private static func placing(_ digit: Int, at cell: Int, _ state: GameState) -> [(
    cell: Int, content: CellContent
  )] {
    var targets = [
      (cell: cell, content: CellContent(entry: digit, notes: .empty, eliminated: state.eliminated[cell]))
    ]
    // Under the solution check only a right digit clears its peers' notes, as it is marked anyway;
    // otherwise every digit does, so the notes never tell whether it was right.
    guard state.rules.autoRemove, state.rules.check != .solution || digit == state.solution[cell] else {
      return targets
    }
    for peer in Board.peers[cell] where state.notes[peer].contains(digit) {
      var content = state.content(at: peer)
      content.notes.remove(digit)
      targets.append((peer, content))
    }
    return targets
  }

  /// Whether placing `digit` in `cell` counts as a mistake under the game's check mode.
  private static func isMistake(_ state: GameState, digit: Int, cell: Int) -> Bool {
    switch state.rules.check {
    case .solution: return digit != state.solution[cell]
    case .conflicts: return state.peersShow(digit, around: cell)
    case .off: return false
    }
  }

  static func erase(_ state: inout GameState, cell: Int) -> [GameEvent] {
    if let rejection = editRejection(state, cell: cell, digit: nil) { return [.rejected(rejection)] }
    if state.liveCandidates { return liveErase(&state, cell: cell) }
    guard state.entries[cell] != 0 || !state.notes[cell].isEmpty else { return [.rejected(.nothingToErase)] }
    commit(&state, [(cell, CellContent(entry: 0, notes: .empty, eliminated: state.eliminated[cell]))])
    return [.erased(cell: cell)]
  }

  static func toggleNote(_ state: inout GameState, digit: Int, cell: Int) -> [GameEvent] {
    if let rejection = editRejection(state, cell: cell, digit: digit) { return [.rejected(rejection)] }
    guard state.entries[cell] == 0 else { return [.rejected(.filledCell)] }
    if state.liveCandidates { return liveToggleNote(&state, digit: digit, cell: cell) }
    var notes = state.notes[cell]
    let on = !notes.contains(digit)
    if on { notes.insert(digit) } else { notes.remove(digit) }
    commit(&state, [(cell, CellContent(entry: 0, notes: notes, eliminated: state.eliminated[cell]))])
    return [.noteToggled(cell: cell, digit: digit, on: on)]
  }

  /// One note in several cells at once (Good Sudoku's multi-select): the cells that cannot hold it (a
  /// given, a digit, or under live candidates a digit a peer shows) are passed over.
  static func toggleNotes(_ state: inout GameState, digit: Int, cells: [Int]) -> [GameEvent] {
    guard (1...9).contains(digit) else { return [.rejected(.invalidDigit)] }
    let open = cells.filter {
      editRejection(state, cell: $0, digit: digit) == nil && state.entries[$0] == 0
        && !(state.liveCandidates && state.peersShow(digit, around: $0))
    }
    guard !open.isEmpty else { return [.rejected(.filledCell)] }
    let on = !open.allSatisfy { state.notes[$0].contains(digit) }
    commit(
      &state,
      open.map { cell in
        var content = state.content(at: cell)
        if on { content.notes.insert(digit) } else { content.notes.remove(digit) }
        // Live notes are the candidates less the struck digits: a toggle strikes or unstrikes.
        if state.liveCandidates, on { content.eliminated.remove(digit) }
        if state.liveCandidates, !on { content.eliminated.insert(digit) }
        return (cell, content)
      })
    return open.map { .noteToggled(cell: $0, digit: digit, on: on) }
  }

  /// Sets the notes of every empty cell to its candidates: the digits no given or entry in its row,
  /// column or box shows. Wrong entries count, as the player sees them; the solution never shows through.
  /// Existing notes are replaced, not merged, so the result is the same whatever was noted before.
  static func fillCandidates(_ state: inout GameState) -> [GameEvent] {
    if state.liveCandidates { return liveFill(&state) }
    let candidates = Candidates(grid: state.board)
    let targets = (0..<81).filter { state.digit(at: $0) == 0 && state.notes[$0] != candidates[$0] }
      .map {
        (cell: $0, content: CellContent(entry: 0, notes: candidates[$0], eliminated: state.eliminated[$0]))
      }
    guard !targets.isEmpty else { return [.rejected(.nothingToFill)] }
    commit(&state, targets)
    return [.candidatesFilled(cells: targets.map(\.cell))]
  }

  static func undo(_ state: inout GameState) -> [GameEvent] {
    guard let step = state.history.popUndo() else { return [.rejected(.nothingToUndo)] }
    retrace(step, backwards: true, &state)
    return [.undone(cell: step.cell)]
  }

  static func redo(_ state: inout GameState) -> [GameEvent] {
    guard let step = state.history.popRedo() else { return [.rejected(.nothingToRedo)] }
    retrace(step, backwards: false, &state)
    return [.redone(cell: step.cell)]
  }

  /// Sets every cell `step` changed as it was before it (`backwards`) or after it.
  private static func retrace(_ step: UndoStep, backwards: Bool, _ state: inout GameState) {
    for change in step.changes { state.setContent(backwards ? change.before : change.after, at: change.cell) }
    for change in step.colourChanges { state.colours[change.cell] = backwards ? change.before : change.after }
    // Colours alone leave the revision: a digit being written while the player colours still lands.
    guard !step.changes.isEmpty else { return }
    // A step from before the candidates went live brings back notes of the player's own.
    if state.liveCandidates { state.followBoard() }
    state.boardChanged()
  }

  /// Why an edit of `cell` (with `digit`, when it has one) cannot apply.
  private static func editRejection(_ state: GameState, cell: Int, digit: Int?) -> GameRejection? {
    if !(0..<81).contains(cell) { return .invalidCell }
    if let digit, !(1...9).contains(digit) { return .invalidDigit }
    if state.isGiven(cell) { return .givenCell }
    return nil
  }

  /// Sets each target cell's content and records what actually changed as one undo step. The first
  /// target must be the cell the player acted on (a fill acts on the whole board: any of its cells) and
  /// must change.
  @discardableResult
  static func commit(_ state: inout GameState, _ targets: [(cell: Int, content: CellContent)])
    -> UndoStep
  {
    let changes = targets.map {
      CellChange(cell: $0.cell, before: state.content(at: $0.cell), after: $0.content)
    }
    let step = UndoStep(changes: changes.filter { $0.before != $0.after })
    for change in step.changes { state.setContent(change.after, at: change.cell) }
    state.history.record(step)
    state.boardChanged()
    return step
  }

  private static func finishIfSolved(_ state: inout GameState) -> [GameEvent] {
    guard state.isSolvedBoard else { return [] }
    state.solved = true
    return [.solved(elapsed: state.elapsed, mistakes: state.mistakes, hints: state.hintsUsed)]
  }
}
