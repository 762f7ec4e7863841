import Foundation
import InkdokuCore
import InkdokuStorage
import InkdokuViews
import SudokuKit

/// The player's files through the stores the game opens them with, and what the game then does with
/// them: the bytes as a save (resumed: its first frame drawn), as settings,
/// and as statistics (the `stats` report).
enum SaveTarget {
  private static let look = Look(theme: .standard(for: .ansi256), glyphs: .forMode(.unicode))

  static func run(_ data: Data) -> Bool {
    let storage = MemoryStorage(content: data)
    var accepted = false
    // The stores' errors are the reader's to report; only a crash or a broken promise matters here.
    if let saved = try? SaveStore(path: "save.json", storage: storage).load() {
      let state = AppState(game: saved.game, columns: 80, rows: 24)
      _ = AppView.render(state, look)
      accepted = true
    }
    if (try? SettingsStore(path: "settings.json", storage: storage).load()) != nil {
      accepted = true
    }
    if let stats = try? StatsStore(path: "stats.json", storage: storage).load() {
      let today = CalendarDay(year: 2026, month: 12, day: 1)!
      _ = StatsReport.text(stats, today: today, last: StatsReport.commandHistory)
      _ = StatsJSON.document(stats, today: today, last: StatsReport.commandHistory)
      accepted = true
    }
    return accepted
  }
}
