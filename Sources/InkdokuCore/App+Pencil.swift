import InkKit
import PointerInput
import ScreenLayout

/// The pencil's surfaces fed from the app: what their ink sessions decide becomes game actions and
/// recognition requests.
extension App {
  /// Feeds the pencil of `surface` and acts on what it decides; `layout` is the state's, when the caller
  /// has it already.
  static func pencil(
    _ action: InkAction, on surface: InkSurface, _ state: inout AppState, now: Double,
    in layout: BoardLayout? = nil
  ) -> [AppEffect] {
    // Time passing or a cancel does nothing to a surface without ink: it needs no layout then.
    if action == .tick || action == .cancel, !state.pencil[surface].holdsInk { return [] }
    let geometry = state.terminal.surface(
      surface, in: layout ?? state.layout,
      overCandidates: state.pencil.isOverCandidates(surface))
    let inkEffects = InkSession.reduce(
      &state.pencil[surface], action, now: now, on: geometry, reportUnit: state.terminal.reportUnit,
      settings: state.settings.pencil)
    var effects: [AppEffect] = []
    for effect in inkEffects {
      switch effect {
      case .selectCell(let cell):
        effects += apply(.select(cell), to: &state, now: now)
      case .finalize(let group):
        effects += finalize(group, on: surface, &state, now: now)
      case .clearInk:
        break
      case .tooLong:
        say(inkTooLongText, &state, now: now, isError: true)
      }
    }
    return effects
  }

  /// A stroke begins at `press`: it belongs to the surface it starts on, frame included, wherever it
  /// wanders; over the candidates view that is the board, read on the view's cells.
  static func strokeBegan(at press: LocatedReport, _ state: inout AppState, now: Double) -> [AppEffect] {
    let surface: InkSurface = ScreenTarget.at(press, in: state).isInPad ? .pad : .board
    state.pencil.reduce(.stroke(on: surface))
    let overCandidates = state.ui.showsCandidatesView
    guard surface == .board, overCandidates != state.pencil.boardOverCandidates else { return [] }
    // Ink still held from before the view opened or closed was aimed at the other surface's cells.
    let dropped = pencil(.cancel, on: .board, &state, now: now)
    state.pencil.reduce(.boardInk(overCandidates: overCandidates))
    return dropped
  }

  /// Feeds both pencils, board first: time passing, or ink dropped.
  static func pencils(_ action: InkAction, _ state: inout AppState, now: Double) -> [AppEffect] {
    var effects: [AppEffect] = []
    for surface in InkSurface.allCases { effects += pencil(action, on: surface, &state, now: now) }
    return effects
  }

  /// Why ink vanished before its release: the group passed `InkLimits`.
  static let inkTooLongText = "Ink too long: dropped"
}
