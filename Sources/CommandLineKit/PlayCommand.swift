import CommandLineParsing
import Foundation
import InkdokuStorage
import SessionStart
import SudokuKit

/// `inkdoku play`: the interactive game, resuming the saved one unless a puzzle is asked for.
public struct PlayCommand: Command {
  static let difficulty = OptionSpec.value(
    "difficulty", short: "d", valueName: "LEVEL",
    help: "Start a new puzzle of this level: " + Difficulty.allCases.map(\.rawValue).joined(separator: ", "),
    completion: .words(Difficulty.allCases.map(\.rawValue)))
  static let puzzle = OptionSpec.value(
    "puzzle", short: "p", valueName: "81CHARS", help: "Play this puzzle (1-9 givens, '.' or '0' empty)")
  static let index = OptionSpec.value(
    "index", short: "i", valueName: "N", help: "Which puzzle of FILE to play, counting from 1 (default 1)")
  static let seed = OptionSpec.value(
    "seed", short: "s", valueName: "N", help: "Seed for --difficulty, so the same puzzle comes back")
  static let ascii = OptionSpec.flag("ascii", help: "Draw with ASCII characters only")
  static let new = OptionSpec.flag(
    "new", help: "Start the game asked for even though an unfinished one is saved (it is abandoned)")
  static let record = OptionSpec.value(
    "record", valueName: "FILE", help: "Record the session to FILE, a new file (see 'inkdoku replay')",
    completion: .file)
  static let cast = OptionSpec.value(
    "cast", valueName: "FILE",
    help: "Record the screen to FILE, a new asciicast v2 file, as it is drawn (see 'inkdoku replay --cast')",
    completion: .file)

  public let name = "play"
  public let summary = "Play in the terminal (the default command)"
  public let discussion: String? = """
    With no options, resumes the unfinished game, or starts a new one of the level last played \
    (Medium at first). A puzzle, a level or a file asked for while an unfinished game is saved starts \
    only with --new, which abandons the saved game. The game is saved after \
    every move under $XDG_STATE_HOME/inkdoku (default ~/.local/state/inkdoku); press ? in the game for \
    the keys.
    """
  public let options = [
    Self.difficulty, Self.puzzle, Self.index, Self.seed, Self.new, Self.ascii, Self.record, Self.cast,
  ]
  public let arguments = [
    ArgumentSpec(
      "FILE",
      help: "A puzzle file to play from (a pencil-mark grid brings its notes), or one puzzle as 81 characters"
    )
  ]
  public let examples = [
    Example("\(Version.tool)", "Resume the saved game, or start a new one of the level last played."),
    Example("\(Version.tool) play --difficulty hard", "Start a new Hard puzzle."),
    Example("\(Version.tool) play Puzzles/expert.txt --index 12", "Play the 12th puzzle of a file."),
  ]
  public let exitStatuses = [
    ExitStatus.success,
    ExitStatus(1, "the game, or a won game's result, could not be saved (a won game then stays in the save)"),
    ExitStatus(2, "invalid command line, unreadable puzzle, unusable save/settings/stats, or no terminal"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let start = try GameStart(environment: ProcessInfo.processInfo.environment)
    let game: SavedGame
    if let chosen = try chooseGame(parsed, console: console, start: start) {
      try start.replaceSaved(new: parsed.isSet(Self.new))
      game = SavedGame(game: chosen)
    } else {
      // A resumed daily stays the day's: its save, its result and the streak go on knowing it.
      game = start.resumable ?? SavedGame(game: Self.generate(start.lastLevel, seed: nil, rules: start.rules))
    }
    try console.flush()
    return try start.play(
      game.game, daily: game.daily, ascii: parsed.isSet(Self.ascii), record: parsed.value(Self.record),
      cast: parsed.value(Self.cast))
  }

  /// The game the command line asks for; nil when it asks for none (resume, or a new game of the level
  /// last played).
  private func chooseGame(_ parsed: ParsedArguments, console: Console, start: GameStart) throws -> GameState?
  {
    let choices =
      [Self.difficulty, Self.puzzle].filter(parsed.isSet).count + (parsed.positionals.isEmpty ? 0 : 1)
    if choices > 1 { throw UsageError("choose one of --difficulty, --puzzle or FILE") }
    if parsed.isSet(Self.index) && parsed.positionals.isEmpty { throw UsageError("--index needs a FILE") }
    if let text = parsed.value(Self.puzzle) {
      guard let grid = Grid(line: text) else {
        throw UsageError("--puzzle expects 81 characters of 1-9, '.' or '0', got \(UsageError.quoted(text))")
      }
      return try Self.game(grid, source: "--puzzle", rules: start.rules)
    }
    if let argument = parsed.positionals.first {
      let input = PuzzleInput(argument: argument)
      let entries = try input.entries(console: console)
      let index = try parsed.positiveInteger(Self.index) ?? 1
      guard index <= entries.count else {
        let held = entries.count == 1 ? "1 puzzle" : "\(entries.count) puzzles"
        throw UsageError("--index \(index) is past the end of \(input.name) (\(held))")
      }
      let entry = entries[index - 1]
      let source = "\(input.name):\(entry.line)"
      // A pencil-mark grid brings a shared position: entries and notes besides the givens.
      if let position = entry.position { return try Self.game(position, source: source, rules: start.rules) }
      return try Self.game(entry.grid, source: source, rules: start.rules)
    }
    if parsed.isSet(Self.difficulty) || parsed.isSet(Self.seed) {
      let level = try parsed.choice(Self.difficulty, default: Difficulty.medium)
      return Self.generate(level, seed: try parsed.seed(Self.seed), rules: start.rules)
    }
    return nil
  }

  /// A new game of `level`; with a seed, the puzzle `generate --seed` prints for it.
  static func generate(_ level: Difficulty, seed: UInt64?, rules: GameRules) -> GameState {
    var rng = SeededRandom(seed: seed ?? UInt64.random(in: 0...UInt64.max))
    return GameStart.newGame(Generator.generate(difficulty: level, using: &rng), rules: rules)
  }

  /// A game for a given puzzle, which must have exactly one solution.
  static func game(_ grid: Grid, source: String, rules: GameRules) throws(StartFailure) -> GameState {
    try game(source: source) { () throws(UnplayablePuzzle) in try GameState(puzzle: grid, rules: rules) }
  }

  /// A game from a shared position, whose givens must have exactly one solution that its entries agree with.
  static func game(_ position: BoardPosition, source: String, rules: GameRules) throws(StartFailure)
    -> GameState
  {
    try game(source: source) { () throws(UnplayablePuzzle) in try GameState(position: position, rules: rules)
    }
  }

  /// `make`'s game, or why it cannot be played, said of the puzzle at `source`.
  private static func game(
    source: String, _ make: () throws(UnplayablePuzzle) -> GameState
  ) throws(StartFailure) -> GameState {
    do {
      return try make()
    } catch {
      throw StartFailure(message: "\(source): \(error.sentence(subject: "the puzzle"))", exitStatus: 2)
    }
  }
}

extension ParsedArguments {
  /// A seed: any unsigned 64-bit number.
  func seed(_ option: OptionSpec) throws(UsageError) -> UInt64? {
    guard let text = value(option) else { return nil }
    guard let seed = UInt64(text) else {
      throw UsageError(
        "\(option.spelling) expects a number from 0 to \(UInt64.max), got \(UsageError.quoted(text))")
    }
    return seed
  }
}
