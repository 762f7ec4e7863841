import SudokuKit

extension App {
  /// `H` escalates, as a teacher would: the first press nudges (the technique and where to look), the
  /// second shows the cells and the reasoning, the third applies the step. One hint is counted per step
  /// (the first press); pressing on after the step is applied starts the next one.
  static func hint(_ state: inout AppState, now: Double) -> [AppEffect] {
    guard state.play.setAside == nil else {
      say("No hints while a puzzle is entered: Enter plays it", &state, now: now, isError: true)
      return []
    }
    guard let shown = state.currentHint else { return apply(.hint, to: &state, now: now) }
    switch shown.stage {
    case .nudge:
      return apply(.revealHint, to: &state, now: now)
    case .cells:
      return applyHint(shown.hint, &state, now: now)
    }
  }

  /// Works out the open hint on the board as the player sees it, unless it is worked out already.
  /// The same board always gives the same hint, so one told before a pause or a resume is told again.
  static func workOutHint(_ state: inout AppState) {
    let g = state.game
    guard g.hintStage != nil, state.ui.hint?.revision != g.revision else { return }
    // Every game's puzzle has one solution: `play` refuses others, and generated puzzles are unique.
    let hint = Hints.next(
      givens: g.givens, entries: g.entries, notes: g.notes, solution: g.solution, knownUnique: true)
    state.ui.reduce(.hint(FoundHint(hint: hint, revision: g.revision)))
  }

  /// Does what the hint says: erases a wrong digit, restores a digit the notes left out, or removes the
  /// step's eliminated candidates from the notes that show them and places the digit it leads to.
  private static func applyHint(_ hint: Hint, _ state: inout AppState, now: Double) -> [AppEffect] {
    switch hint {
    case .wrongEntry(let cell, _):
      return apply(.erase(cell: cell), to: &state, now: now, byHint: true)
    case .wrongNotes(let cell):
      return apply(
        .toggleNote(digit: state.game.solution[cell], cell: cell), to: &state, now: now, byHint: true)
    case .step(let step, _):
      var effects: [AppEffect] = []
      for e in step.eliminations where state.game.notes[e.cell].contains(e.digit) {
        effects += apply(.toggleNote(digit: e.digit, cell: e.cell), to: &state, now: now, byHint: true)
      }
      if let p = hint.placement {
        effects += apply(
          .place(digit: p.digit, cell: p.cell, mode: .normal), to: &state, now: now, byHint: true)
      }
      return effects
    case .solved:
      return []
    }
  }
}
