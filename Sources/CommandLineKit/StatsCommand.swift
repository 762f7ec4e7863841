import CommandLineParsing
import Foundation
import InkdokuStorage
import SessionStart
import SudokuKit

/// `inkdoku stats`: games per level (started, won, abandoned, times, streaks), the dailies, the last
/// games, and the pencil's reject counts; as text or as one JSON document.
public struct StatsCommand: Command {
  static let json = OptionSpec.flag("json", short: "j", help: "Print one JSON document instead of text")
  static let last = OptionSpec.value(
    "last", valueName: "N", help: "List the last N games (default \(StatsReport.commandHistory))")

  public let name = "stats"
  public let summary = "Show games per level: win rate, abandoned, times, streaks, the last games"
  public let discussion: String? = """
    A game counts once it has a digit or note of the player's, a mistake or a hint: solved, or \
    abandoned when another game replaces it unsolved (a new game, a daily, a pasted puzzle, a restart \
    at the mistake limit, play --new), lost when that game had stopped at its mistake limit. A game \
    quit to resume later is neither. A streak is wins in a row; any game not won ends it. \
    Statistics live in $XDG_DATA_HOME/inkdoku/stats.json (default ~/.local/share/inkdoku).
    """
  public let options = [Self.json, Self.last]
  public let examples = [
    Example("\(Version.tool) stats --last 50", "Show the summary and the last 50 games."),
    Example("\(Version.tool) stats --json | jq '.all.winRate'", "The win rate over every level, 0 to 1."),
  ]
  public let exitStatuses = [
    ExitStatus.success,
    ExitStatus(2, "invalid command line, or a stats file that cannot be used (left as it is)"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let last = try parsed.positiveInteger(Self.last) ?? StatsReport.commandHistory
    let paths: AppPaths
    do {
      paths = try AppPaths(environment: ProcessInfo.processInfo.environment)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let stats: Stats
    do {
      stats = try StatsStore(path: paths.statsFile).load() ?? Stats()
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let today = CalendarDay(Date(), in: .current)
    try console.write(
      parsed.isSet(Self.json)
        ? StatsJSON.document(stats, today: today, last: last)
        : StatsReport.text(stats, today: today, last: last))
    return 0
  }
}
