import Foundation
import SafeText

/// The settings screen's lines: one per setting with its value, the selected one marked, what waits
/// for the next game said beside it, and a word on the selected one where its label needs it.
public enum SettingsView {
  /// The line of the first setting; the rest follow in `SettingsItem` order, one a line.
  public static let firstItemLine = 2

  static func lines(_ state: AppState, selected: SettingsItem) -> [String] {
    // In a window too narrow for the notes beside the values, the selected line's note is said under
    // the settings, and the keys in short.
    let narrow = state.terminal.columns < wideColumns
    let items = SettingsItem.allCases.map { item in
      row(
        item.label, item.value(state), note: item.waitsForNextGame && !narrow ? "next game" : "",
        selected: item == selected)
    }
    let note = narrow && selected.waitsForNextGame ? "Applies from the next game" : nil
    return ["Settings", ""] + items + [
      row(
        "Clashing digit", clashText(state.settings.pencil.conflictThreshold), note: narrow ? "" : "file only",
        selected: false),
      // The help takes the blank line, so that the screen keeps its height whatever is selected.
      (narrow ? selected.shortHelp : selected.help) ?? note ?? "",
      narrow ? "↑↓ choose · Enter or ←→ change" : "↑↓ choose · Enter, Space, Left, Right change",
      narrow ? "Esc or a click outside: close" : "Esc, O or a click outside closes · saved",
    ]
  }

  /// The widest line, its note beside its value: narrower windows take the short forms.
  static let wideColumns = 60

  /// What the pencil does with a reading its row, column or box already shows (the conflict gate).
  static func clashText(_ threshold: Double) -> String {
    switch threshold {
    case 1...: return "never placed"
    case ...0: return "placed as any other"
    default: return "placed if \(SettingsItem.percent(threshold)) % sure"
    }
  }

  private static func row(_ label: String, _ value: String, note: String, selected: Bool) -> String {
    let line =
      (selected ? "> " : "  ") + label.padding(toLength: 15, withPad: " ", startingAt: 0)
      + value.padding(toLength: 21, withPad: " ", startingAt: 0) + note
    return line.withoutTrailingSpaces
  }
}
