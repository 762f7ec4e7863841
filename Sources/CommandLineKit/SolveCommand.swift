import SudokuKit

/// `inkdoku solve [FILE]`: one line per puzzle read, with its solution or its number of solutions.
public struct SolveCommand: Command {
  static let count = OptionSpec.flag(
    "count", short: "c", help: "Print the number of solutions instead of the solution: 0, 1 or 2+")
  static let format = OptionSpec.value(
    "format", short: "f", valueName: "FORMAT",
    help: "How the puzzles are laid out: "
      + PuzzleFormat.allCases.map(\.rawValue).joined(separator: ", ") + " (default: auto, from the text)",
    completion: .words(PuzzleFormat.allCases.map(\.rawValue)))

  public let name = "solve"
  public let summary = "Solve puzzles read from a file or standard input"
  public let discussion: String? = """
    Prints one line per puzzle, in input order: its solution as 81 digits, 'unsolvable' when it has no \
    solution, or 'ambiguous' when it has more than one; the last two are also reported on stderr as \
    FILE:LINE. Puzzle files hold one puzzle per line (81 cells, 1-9 for a given, '.' or '0' for an \
    empty cell, then an optional id), or grids in the .sdk or .ss layout. Lines starting with '#' are \
    comments.
    """
  static let steps = OptionSpec.flag(
    "steps", help: "Print the logical steps that solve each puzzle, then its solution")
  public let options = [Self.count, Self.steps, Self.format]
  public let arguments = [
    ArgumentSpec("FILE", help: "The puzzle file; standard input when it is '-' or missing")
  ]
  public let examples = [
    Example("\(Version.tool) solve puzzles.txt", "Print the solution of every puzzle in puzzles.txt."),
    Example(
      "\(Version.tool) solve --count < puzzles.txt",
      "Print how many solutions each puzzle has, reading standard input."),
  ]
  public let exitStatuses = [
    ExitStatus(0, "every puzzle has exactly one solution"),
    ExitStatus(1, "some puzzle has no solution or more than one"),
    ExitStatus(2, "invalid command line, or input that cannot be read as puzzles"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    if parsed.isSet(Self.count) && parsed.isSet(Self.steps) {
      throw UsageError("choose one of --count and --steps")
    }
    let mode: SolveMode = parsed.isSet(Self.count) ? .count : .solution
    let format = try parsed.choice(Self.format, default: PuzzleFormat.auto)
    let file = InputFile(argument: parsed.positionals.first)
    let entries = try PuzzleReader.read(console.readText(file), source: file.name, format: format)
    var status: Int32 = 0
    for entry in entries {
      let answer = mode.answer(for: entry.grid)
      if parsed.isSet(Self.steps) && answer.isUnique { try Self.writeSteps(entry.grid, console: console) }
      try console.writeLine(answer.line)
      if let problem = answer.problem { try console.report("\(file.name):\(entry.line): \(problem)") }
      if !answer.isUnique { status = 1 }
    }
    return status
  }
}

extension SolveCommand {
  /// The graded steps, one numbered line each; where logic is stuck, the rest is left to trial.
  static func writeSteps(_ grid: Grid, console: Console) throws(WriteError) {
    let report = Grader.grade(grid)
    for (i, step) in report.steps.enumerated() { try console.writeLine("\(i + 1). \(step.explanation)") }
    if !report.solvedLogically {
      try console.writeLine("\(report.steps.count + 1). Needs trial: no logical step applies from here")
    }
    try console.writeLine("Level: \(report.level)")
  }
}

/// What `solve` prints for each puzzle.
enum SolveMode {
  /// The solution, or `unsolvable` / `ambiguous` with a problem to report.
  case solution
  /// The number of solutions, `0`, `1` or `2+`, which is itself the report.
  case count

  func answer(for grid: Grid) -> SolveAnswer {
    switch (self, Solver.uniqueness(grid)) {
    case (.solution, .unique(let solution)):
      return SolveAnswer(line: solution.line, problem: nil, isUnique: true)
    case (.solution, .none): return SolveAnswer(line: "unsolvable", problem: "no solution", isUnique: false)
    case (.solution, .multiple):
      return SolveAnswer(line: "ambiguous", problem: "more than one solution", isUnique: false)
    case (.count, .none): return SolveAnswer(line: "0", problem: nil, isUnique: false)
    case (.count, .unique): return SolveAnswer(line: "1", problem: nil, isUnique: true)
    case (.count, .multiple): return SolveAnswer(line: "2+", problem: nil, isUnique: false)
    }
  }
}

/// The line `solve` prints for one puzzle, and the problem to report on stderr, if any.
struct SolveAnswer: Equatable {
  let line: String
  let problem: String?
  let isUnique: Bool
}
