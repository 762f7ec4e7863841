import CommandLineParsing
import Foundation
import InkdokuStorage
import SessionStart
import SudokuKit

/// `inkdoku stats`: completed games per level, and the pencil's reject counts.
public struct StatsCommand: Command {
  public let name = "stats"
  public let summary = "Show completed games, best and median times, mistakes and hints"
  public let discussion: String? =
    "Statistics live in $XDG_DATA_HOME/inkdoku/stats.json (default ~/.local/share/inkdoku)."
  public let exitStatuses = [
    ExitStatus.success,
    ExitStatus(2, "invalid command line, or a stats file that cannot be used (left as it is)"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let paths: AppPaths
    do {
      paths = try AppPaths(environment: ProcessInfo.processInfo.environment)
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    let stats: Stats?
    do {
      stats = try StatsStore(path: paths.statsFile).load()
    } catch {
      throw StartFailure(message: error.description, exitStatus: 2)
    }
    try console.write(StatsReport.text(stats ?? Stats(), today: CalendarDay(Date(), in: .current)))
    return 0
  }
}
