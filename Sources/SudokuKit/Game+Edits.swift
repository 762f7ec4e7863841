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
    var targets = [(cell, CellContent(entry: digit, notes: .empty))]
    // Under the solution check only a right digit clears its peers' notes, as it is marked anyway;
    // otherwise every digit does, so the notes never tell whether it was right.
    if state.rules.check != .solution || digit == state.solution[cell] {
      let without = DigitSet([digit])
      for peer in Board.peers[cell] where state.notes[peer].contains(digit) {
        targets.append(
          (peer, CellContent(entry: state.entries[peer], notes: state.notes[peer].subtracting(without))))
      }
    }
    let step = commit(&state, targets)
    var events: [GameEvent] = [.placed(cell: cell, digit: digit)]
    if counted {
      state.mistakes += 1
      events.append(.mistake(cell: cell, digit: digit))
    }
    let cleared = step.changes.filter { $0.before.notes != $0.after.notes }.map(\.cell).sorted()
    if !cleared.isEmpty { events.append(.notesCleared(cells: cleared)) }
    return events + finishIfSolved(&state)
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
    guard state.content(at: cell) != .empty else { return [.rejected(.nothingToErase)] }
    commit(&state, [(cell, .empty)])
    return [.erased(cell: cell)]
  }

  static func toggleNote(_ state: inout GameState, digit: Int, cell: Int) -> [GameEvent] {
    if let rejection = editRejection(state, cell: cell, digit: digit) { return [.rejected(rejection)] }
    guard state.entries[cell] == 0 else { return [.rejected(.filledCell)] }
    var notes = state.notes[cell]
    let on = !notes.contains(digit)
    if on { notes.insert(digit) } else { notes.remove(digit) }
    commit(&state, [(cell, CellContent(entry: 0, notes: notes))])
    return [.noteToggled(cell: cell, digit: digit, on: on)]
  }

  /// Sets the notes of every empty cell to its candidates: the digits no given or entry in its row,
  /// column or box shows. Wrong entries count, as the player sees them; the solution never shows through.
  /// Existing notes are replaced, not merged, so the result is the same whatever was noted before.
  static func fillCandidates(_ state: inout GameState) -> [GameEvent] {
    let candidates = Candidates(grid: state.board)
    let targets = (0..<81).filter { state.digit(at: $0) == 0 && state.notes[$0] != candidates[$0] }
      .map { (cell: $0, content: CellContent(entry: 0, notes: candidates[$0])) }
    guard !targets.isEmpty else { return [.rejected(.nothingToFill)] }
    commit(&state, targets)
    return [.candidatesFilled(cells: targets.map(\.cell))]
  }

  static func undo(_ state: inout GameState) -> [GameEvent] {
    guard let step = state.history.popUndo() else { return [.rejected(.nothingToUndo)] }
    for change in step.changes { state.setContent(change.before, at: change.cell) }
    for change in step.colourChanges { state.colours[change.cell] = change.before }
    if !step.changes.isEmpty { state.revision += 1 }
    return [.undone(cell: step.cell)]
  }

  static func redo(_ state: inout GameState) -> [GameEvent] {
    guard let step = state.history.popRedo() else { return [.rejected(.nothingToRedo)] }
    for change in step.changes { state.setContent(change.after, at: change.cell) }
    for change in step.colourChanges { state.colours[change.cell] = change.after }
    if !step.changes.isEmpty { state.revision += 1 }
    return [.redone(cell: step.cell)]
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
  private static func commit(_ state: inout GameState, _ targets: [(cell: Int, content: CellContent)])
    -> UndoStep
  {
    let changes = targets.map {
      CellChange(cell: $0.cell, before: state.content(at: $0.cell), after: $0.content)
    }
    let step = UndoStep(changes: changes.filter { $0.before != $0.after })
    for change in step.changes { state.setContent(change.after, at: change.cell) }
    state.history.record(step)
    state.revision += 1
    return step
  }

  private static func finishIfSolved(_ state: inout GameState) -> [GameEvent] {
    guard state.isSolvedBoard else { return [] }
    state.solved = true
    return [.solved(elapsed: state.elapsed, mistakes: state.mistakes, hints: state.hintsUsed)]
  }
}
