import InkdokuCore
import ScreenLayout
import SudokuKit
import TerminalUI

/// The settings screen of before: without Candidates and Auto-remove before version 7
/// (`liveCandidates`), without "Pause if left" before version 11 (`levelsAndViewInk`). Its arrows passed
/// over the lines it did not have, and its clicks found their lines on the shorter screen.
extension OlderVersion {
  /// The settings the screen of then listed.
  func offersSetting(_ item: SettingsItem) -> Bool {
    switch item {
    case .candidates, .autoRemove: return behaviour.liveCandidates
    case .pauseWhenLeft: return behaviour.hardEndLevels
    default: return true
    }
  }

  /// Up or down on the settings screen of then, on to the next setting it listed.
  func settingsMoved(_ direction: Direction, _ state: inout AppState) {
    guard case .settings(let selected) = state.ui.screen else { return }
    let next = SettingsItem.allCases.element(after: selected, by: direction == .up ? -1 : 1) {
      offersSetting($0) && $0.isAvailable(state)
    }
    state.ui.reduce(.show(.settings(selected: next)))
  }

  /// A click on the settings screen of then, found on its lines: a setting's line moved its value on as
  /// Enter does, any other closed the screen as Esc does (before version 6, it did nothing).
  func settingsClick(row: Int, _ placement: BoardPlacement, _ state: inout AppState) -> AppMessage {
    let missing = SettingsItem.allCases.filter { !offersSetting($0) }.map {
      SettingsView.firstItemLine + $0.rawValue
    }
    guard let (_, index) = lineOfThen(row: row, missing: missing, placement, state) else { return .tick }
    let listed = SettingsItem.allCases.filter(offersSetting)
    guard listed.indices.contains(index - SettingsView.firstItemLine) else {
      return behaviour.mouseMenu ? .input(.key(.escape)) : .tick
    }
    let item = listed[index - SettingsView.firstItemLine]
    guard item.isAvailable(state) else { return .tick }
    state.ui.reduce(.show(.settings(selected: item)))
    return .input(.key(.enter))
  }
}
