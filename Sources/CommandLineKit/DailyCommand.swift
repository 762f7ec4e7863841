import CommandLineParsing
import Foundation
import InkdokuStorage
import SessionStart
import SudokuKit

/// `inkdoku daily`: today's puzzle, the same for everyone on the same date.
public struct DailyCommand: Command {
  static let date = OptionSpec.value("date", valueName: "YYYY-MM-DD", help: "Play the puzzle of another day")
  static let ascii = OptionSpec.flag("ascii", help: "Draw with ASCII characters only")

  public let name = "daily"
  public let summary = "Play today's puzzle"
  public let discussion: String? = """
    The puzzle is generated from the date, so everyone gets the same one on the same day. Its level \
    follows the week: Monday Easy, Tuesday and Wednesday Medium, Thursday and Friday Hard, Saturday \
    Expert, Sunday Extreme. An unfinished daily game of the same day is resumed; a solved one is not \
    played again: the command prints its time, mistakes and hints. Starting another game (N) ends the \
    daily.
    """
  public let options = [Self.date, PlayCommand.new, Self.ascii, PlayCommand.record, PlayCommand.cast]
  public let exitStatuses = PlayCommand().exitStatuses

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let day = try Self.day(parsed.value(Self.date))
    let start = try GameStart(environment: ProcessInfo.processInfo.environment)
    if let result = start.storage.dailyResult(for: day) {
      try console.writeLine(Self.solvedText(day, result))
      return 0
    }
    let game: GameState
    if let saved = start.resumable, saved.daily == day {
      game = saved.game
    } else {
      game = Self.puzzle(for: day, rules: start.rules)
      try start.replaceSaved(new: parsed.isSet(PlayCommand.new))
    }
    try console.flush()
    return try start.play(
      game, daily: day, ascii: parsed.isSet(Self.ascii), record: parsed.value(PlayCommand.record),
      cast: parsed.value(PlayCommand.cast))
  }

  /// A daily is played once: once solved, the command shows how it went.
  static func solvedText(_ day: CalendarDay, _ result: CompletedGame) -> String {
    let hints = result.hints == 1 ? "1 hint" : "\(result.hints) hints"
    let mistakes = result.mistakes == 1 ? "1 mistake" : "\(result.mistakes) mistakes"
    return
      "The daily puzzle of \(day) (\(result.difficulty)) is solved: \(ClockText.format(result.seconds)), "
      + "\(mistakes), \(hints). Another day: inkdoku daily --date YYYY-MM-DD"
  }

  /// The day's puzzle: seed from the date, level from the weekday.
  static func puzzle(for day: CalendarDay, rules: GameRules) -> GameState {
    GameStart.newGame(DailyPuzzle.generated(for: day).puzzle, rules: rules)
  }

  static func day(_ text: String?) throws(UsageError) -> CalendarDay {
    guard let text else { return CalendarDay(Date(), in: .current) }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
    guard parts.count == 3, let day = CalendarDay(year: parts[0], month: parts[1], day: parts[2]) else {
      throw UsageError("--date expects a date as YYYY-MM-DD, got \(UsageError.quoted(text))")
    }
    return day
  }
}
