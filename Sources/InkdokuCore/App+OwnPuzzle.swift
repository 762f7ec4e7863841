import SudokuKit

/// A puzzle of the player's own, from a newspaper or a book: the board empties for its givens, which
/// keys, the number pad and the pencil enter as they enter digits, unchecked (the bar says at once what
/// they make); the game that was on waits aside until the puzzle starts or the entry is cancelled.
extension App {
  /// The complete grid the entry board is measured against: nothing, since checking is off there.
  static let entrySolution = Solver.solve(Grid())!

  static func startEntry(_ state: inout AppState, now: Double) -> [AppEffect] {
    let aside = state.play.setAside ?? state.game
    state.ui.reduce(.hint(nil))
    var effects = clearForNewBoard(&state, now: now)
    state.play.reduce(.enterPuzzle(aside: aside))
    let rules = GameRules(check: .off, autoRemove: false)
    effects += apply(
      .newGame(givens: Grid(), solution: entrySolution, difficultyLabel: nil, rules: rules), to: &state,
      now: now)
    return effects
  }

  /// Enter, or a click on the bar: the givens start a game of their own when they have one solution,
  /// graded as any puzzle is; else the bar says why not.
  static func finishEntry(_ state: inout AppState, now: Double) -> [AppEffect] {
    let givens = state.game.board
    let verdict = EntryVerdict(givens)
    guard case .unique(let solution) = verdict else {
      say("Your puzzle: " + verdict.text, &state, now: now, isError: true)
      return []
    }
    let effects = startGame(givens: givens, solution: solution, label: nil, &state, now: now)
    say("Your puzzle: one solution, graded \(Grader.level(of: givens, knownUnique: true))", &state, now: now)
    return effects
  }

  /// Esc: the entry goes, the game set aside comes back as it was.
  static func cancelEntry(_ state: inout AppState, now: Double) -> [AppEffect] {
    guard let aside = state.play.setAside else { return [] }
    state.play.reduce(.endEntry)
    return apply(.resumeGame(aside), to: &state, now: now)
  }
}
