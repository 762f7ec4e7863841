import Foundation
import SafeText
import SudokuKit

/// The text `inkdoku stats` prints and the statistics screen shows: the levels' games and their
/// times and streaks, the daily puzzles, the last games, then what the pencil read. Sections are
/// apart by a blank line, the most wanted first, so a screen short of room keeps the summary.
public enum StatsReport {
  /// The last games the statistics screen lists; `inkdoku stats` lists `commandHistory` unless told.
  public static let screenHistory = 10
  public static let commandHistory = 20

  /// `today` decides whether the daily streak is still alive; `last` games are listed, newest first,
  /// their dates in `timeZone`.
  public static func text(_ stats: Stats, today: CalendarDay, last: Int, timeZone: TimeZone = .current)
    -> String
  {
    var sections: [[String]] = []
    let summaries = stats.summaries
    if summaries.isEmpty {
      sections.append(["No games played yet."])
    } else {
      // "All" only adds to a single level's row when there are several.
      let rows = summaries + (summaries.count > 1 ? [stats.overall] : [])
      sections.append(
        table(
          header: ["Level", "Started", "Won", "Win rate", "Abandoned", "Lost", "No mistake", "No hint"],
          rows: rows.map { s in
            [
              levelName(s.level), "\(s.started)", "\(s.won)", percent(s.winRate), "\(s.abandoned)",
              "\(s.lost)", "\(s.winsWithoutMistake)", "\(s.winsWithoutHint)",
            ]
          }))
      sections.append(
        table(
          header: ["Level", "Best", "Average", "Median", "Streak", "Best streak"],
          rows: rows.map { s in
            [
              levelName(s.level), clock(s.bestSeconds), clock(s.averageSeconds), clock(s.medianSeconds),
              "\(s.currentStreak)", "\(s.bestStreak)",
            ]
          }))
    }
    let daily = DailyRecord(stats.games, today: today)
    if let last = daily.last, let day = last.dailyDay {
      let days = { (count: Int) in count == 1 ? "1 day" : "\(count) days" }
      sections.append([
        "Daily puzzles: \(daily.solved) solved · streak \(days(daily.currentStreak)) (best \(days(daily.bestStreak)))"
          + " · last \(day) \(levelName(last.difficulty)) \(ClockText.format(last.seconds))"
      ])
    }
    let recent = stats.lastGames(last)
    if !recent.isEmpty {
      let dates = DateFormatter()
      dates.dateFormat = "yyyy-MM-dd HH:mm"
      dates.timeZone = timeZone
      dates.locale = Locale(identifier: "en_US_POSIX")
      sections.append(
        ["Last games, newest first"]
          + table(
            header: ["Date", "Level", "Time", "Mistakes", "Hints", "Daily", "Outcome"], left: [0, 1, 5, 6],
            rows: recent.map { game in
              [
                dates.string(from: game.date), levelName(game.difficulty), ClockText.format(game.seconds),
                "\(game.mistakes)", "\(game.hints)", game.daily ? "yes" : "no", game.outcome.rawValue,
              ]
            }))
    }
    if !stats.written.isEmpty {
      // Board first, then the pad; a surface from a newer file is named as it is.
      let items = stats.written.sorted { $0.key < $1.key }.map { surface, tally in
        "\(TerminalSafe.escape(surface)) \(tally.placed) placed, \(tally.refused) refused"
      }
      sections.append(["Digits written: " + items.joined(separator: " · ")])
    }
    if !stats.rejects.isEmpty {
      // Most frequent first; ties by name, so the text is the same on every run.
      let counts = stats.rejects.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      let items = counts.map { "\(TerminalSafe.escape($0.key)) \($0.value)" }
      sections.append(["Pencil rejects: " + items.joined(separator: ", ")])
    }
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// "easy" → "Easy"; labels come from a file, so control characters are made inert.
  private static func levelName(_ label: String) -> String {
    TerminalSafe.escape(label.prefix(1).uppercased() + label.dropFirst())
  }

  private static func clock(_ seconds: Double?) -> String { seconds.map(ClockText.format) ?? "-" }

  private static func percent(_ rate: Double?) -> String {
    rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"
  }

  /// The `left` columns left-aligned, the others (numbers) right-aligned, columns two spaces apart.
  private static func table(header: [String], left: Set<Int> = [0], rows: [[String]]) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      let line = row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return left.contains(column) ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
      return line.withoutTrailingSpaces
    }
  }
}
