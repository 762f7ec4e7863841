import PointerInput
import ScreenLayout
import TerminalUI

extension App {
  /// The settings screen: up and down choose a setting, right, Enter and Space move its value on, left
  /// moves it back; Esc or `O` closes. Every change is saved, and what applies to the game in progress
  /// (the pad, the pencil, colours, the timer) applies at once.
  static func settingsScreen(
    _ command: AppCommand, selected: SettingsItem, _ state: inout AppState, now: Double
  )
    -> [AppEffect]
  {
    switch command {
    case .move(.up): state.ui.reduce(.show(.settings(selected: next(after: selected, by: -1, state))))
    case .move(.down): state.ui.reduce(.show(.settings(selected: next(after: selected, by: 1, state))))
    case .move(.left): return change(selected, by: -1, &state, now: now)
    case .move(.right), .confirm: return change(selected, by: 1, &state, now: now)
    case .close, .settings: state.ui.reduce(.show(.playing))
    default: break
    }
    return []
  }

  /// A click on a setting's line selects it and moves its value on, as Enter does.
  static func settingsPointer(_ report: LocatedReport, _ state: inout AppState, now: Double) -> [AppEffect] {
    var effects: [AppEffect] = []
    for case .click(let click) in state.pencil.pointer.handle(report, now: now) {
      guard case .screenLine(let line) = ScreenTarget.at(click, in: state),
        let item = SettingsItem(rawValue: line - SettingsView.firstItemLine)
      else {
        // A click off the items closes the screen, as Esc does.
        state.ui.reduce(.show(.playing))
        continue
      }
      guard item.isAvailable(state) else { continue }
      state.ui.reduce(.show(.settings(selected: item)))
      effects += change(item, by: 1, &state, now: now)
    }
    return effects
  }

  /// The setting `delta` (1 or -1) places on from `selected`, passing over those this session cannot
  /// change.
  private static func next(after selected: SettingsItem, by delta: Int, _ state: AppState) -> SettingsItem {
    SettingsItem.allCases.element(after: selected, by: delta) { $0.isAvailable(state) }
  }

  private static func change(_ item: SettingsItem, by delta: Int, _ state: inout AppState, now: Double)
    -> [AppEffect]
  {
    // The pad may appear or go: the pencils' surfaces follow.
    guard item == .pad else {
      if item.isAvailable(state) { state.settings.reduce(.step(item, by: delta)) }
      guard item.changesGame else { return [.saveSettings] }
      let rules = state.settings.rules
      return apply(
        .setNoteRules(candidates: rules.candidates, autoRemove: rules.autoRemove), to: &state, now: now)
        + [.saveSettings]
    }
    return relayout(&state, now: now) {
      $0.settings.reduce(.step(item, by: delta))
      $0.terminal.followPadSetting()
    } + [.saveSettings]
  }
}
