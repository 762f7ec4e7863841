extension App {
  /// While the terminal is too small the board is hidden: the game pauses itself so the clock stops,
  /// and resumes when the board shows again, unless the player had paused it.
  static func holdWhileHidden(_ state: inout AppState, now: Double) -> [AppEffect] {
    let hidden = boardHidden(state)
    if hidden && !state.play.pausedByLayout && state.game.clockRunning {
      state.play.reduce(.pausedByLayout(true))
      return apply(.togglePause, to: &state, now: now)
    }
    if !hidden && state.play.pausedByLayout {
      state.play.reduce(.pausedByLayout(false))
      return state.game.paused ? apply(.togglePause, to: &state, now: now) : []
    }
    return []
  }

  /// Nothing but quitting acts on a board the player cannot see.
  static func boardHidden(_ state: AppState) -> Bool {
    if case .tooSmall = state.layout { return true }
    return false
  }
}
