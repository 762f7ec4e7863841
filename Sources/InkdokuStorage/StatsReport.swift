import Foundation
import SafeText
import SudokuKit

/// The text `inkdoku stats` prints: one row per difficulty level, the daily puzzles, then the pencil's
/// reject counts.
public enum StatsReport {
  /// `today` decides whether the daily streak is still alive.
  public static func text(_ stats: Stats, today: CalendarDay) -> String {
    var lines: [String] = []
    let summaries = stats.summaries
    if summaries.isEmpty {
      lines.append("No games completed yet.")
    } else {
      lines += table(
        header: ["Level", "Played", "Best", "Median", "Avg mistakes", "Hints"],
        rows: summaries.map { summary in
          [
            levelName(summary.level), "\(summary.played)", ClockText.format(summary.bestSeconds),
            ClockText.format(summary.medianSeconds), String(format: "%.1f", summary.averageMistakes),
            "\(summary.totalHints)",
          ]
        })
    }
    let daily = DailyRecord(stats.games, today: today)
    if let last = daily.last, let day = last.dailyDay {
      let days = { (count: Int) in count == 1 ? "1 day" : "\(count) days" }
      lines += [
        "",
        "Daily puzzles: \(daily.solved) solved · streak \(days(daily.currentStreak)) (best \(days(daily.bestStreak)))"
          + " · last \(day) \(levelName(last.difficulty)) \(ClockText.format(last.seconds))",
      ]
    }
    if !stats.written.isEmpty {
      // Board first, then the pad; a surface from a newer file is named as it is.
      let items = stats.written.sorted { $0.key < $1.key }.map { surface, tally in
        "\(TerminalSafe.escape(surface)) \(tally.placed) placed, \(tally.refused) refused"
      }
      lines += ["", "Digits written: " + items.joined(separator: " · ")]
    }
    if !stats.rejects.isEmpty {
      // Most frequent first; ties by name, so the text is the same on every run.
      let counts = stats.rejects.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      let items = counts.map { "\(TerminalSafe.escape($0.key)) \($0.value)" }
      lines += ["", "Pencil rejects: " + items.joined(separator: ", ")]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "easy" → "Easy"; labels come from a file, so control characters are made inert.
  private static func levelName(_ label: String) -> String {
    TerminalSafe.escape(label.prefix(1).uppercased() + label.dropFirst())
  }

  /// The level column left-aligned, the numbers right-aligned, columns two spaces apart.
  private static func table(header: [String], rows: [[String]]) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return column == 0 ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
    }
  }
}
