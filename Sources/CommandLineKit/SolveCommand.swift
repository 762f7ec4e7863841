import CommandLineParsing
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
    solution (givens that repeat a digit in a row, column or box included), or 'ambiguous' when it has \
    more than one; the last two are also reported on stderr as FILE:LINE, and the next puzzle follows. \
    An argument of 81 puzzle characters is solved itself. Puzzle files hold one puzzle per line (81 cells, 1-9 for a given, '.' or '0' for an \
    empty cell, then an optional id), or grids in the .sdk or .ss layout, or pencil-mark grids \
    (HoDoKu's, Simple Sudoku's, 'inkdoku share'). Lines starting with '#' are \
    comments.
    """
  static let steps = OptionSpec.flag(
    "steps", help: "Print the logical steps that solve each puzzle, then its solution")
  public let options = [Self.count, Self.steps, Self.format]
  public let arguments = [
    ArgumentSpec(
      "FILE", help: "The puzzle file, or one puzzle as 81 characters; standard input when '-' or missing")
  ]
  public let examples = [
    Example("\(Version.tool) solve puzzles.txt", "Print the solution of every puzzle in puzzles.txt."),
    Example(
      "\(Version.tool) solve --count < puzzles.txt",
      "Print how many solutions each puzzle has, reading standard input."),
  ]
  public let exitStatuses = [
    ExitStatus(0, "every puzzle has exactly one solution"),
    ExitStatus(1, "some puzzle has no solution (repeated givens included) or more than one"),
    ExitStatus(2, "invalid command line, or input that cannot be read as puzzles"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    if parsed.isSet(Self.count) && parsed.isSet(Self.steps) {
      throw UsageError("choose one of --count and --steps")
    }
    let mode: SolveMode = parsed.isSet(Self.count) ? .count : .solution
    let input = PuzzleInput(argument: parsed.positionals.first)
    let batch = try input.batch(
      console: console, format: parsed.choice(Self.format, default: PuzzleFormat.auto))
    var status: Int32 = 0
    // One puzzle's digits, then its solution as a line; reused for every puzzle.
    let puzzle = UnsafeMutablePointer<UInt8>.allocate(capacity: 81 + 82)
    defer { puzzle.deallocate() }
    let solution = puzzle + 81
    solution[81] = UInt8(ascii: "\n")
    for i in 0..<batch.count {
      for k in 0..<81 { puzzle[k] = batch.cells[81 * i + k] }
      let count = Solver.countSolutions(cells: puzzle, limit: 2, solution: solution)
      if count == 1 && parsed.isSet(Self.steps) {
        try Self.writeSteps(
          Grid(cells: Array(UnsafeBufferPointer(start: puzzle, count: 81))), console: console)
      }
      if count == 1 && mode == .solution {
        // The common case goes out as bytes, without making a string.
        for k in 0..<81 { solution[k] += UInt8(ascii: "0") }
        try console.write(bytes: UnsafeRawBufferPointer(start: solution, count: 82))
        continue
      }
      let answer = mode.answer(count: count, solution: "")
      try console.writeLine(answer.line)
      if var problem = answer.problem {
        // Givens that repeat a digit are the usual reason for none: name them, as `play` does.
        if count == 0,
          let clash = Grid(cells: Array(UnsafeBufferPointer(start: puzzle, count: 81))).conflicts().first
        {
          problem += ": \(clash)"
        }
        try console.report("\(input.name):\(batch.lines[i]): \(problem)")
      }
      if count != 1 { status = 1 }
    }
    return status
  }
}

extension SolveCommand {
  /// The graded steps, one numbered line each; where logic is stuck, the rest is left to trial. Only
  /// called for a puzzle with one solution, so unique rectangles may be used, as `grade` does.
  static func writeSteps(_ grid: Grid, console: Console) throws(WriteError) {
    let report = Grader.grade(grid, knownUnique: true)
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
    switch Solver.uniqueness(grid) {
    case .unique(let solution): return answer(count: 1, solution: solution.line)
    case .none: return answer(count: 0, solution: "")
    case .multiple: return answer(count: 2, solution: "")
    }
  }

  /// The answer for a puzzle with `count` solutions (counted to 2); `solution` is the line of the one.
  func answer(count: Int, solution: String) -> SolveAnswer {
    switch (self, count) {
    case (.solution, 0): return SolveAnswer(line: "unsolvable", problem: "no solution", isUnique: false)
    case (.solution, 1): return SolveAnswer(line: solution, problem: nil, isUnique: true)
    case (.solution, _):
      return SolveAnswer(line: "ambiguous", problem: "more than one solution", isUnique: false)
    case (.count, 0): return SolveAnswer(line: "0", problem: nil, isUnique: false)
    case (.count, 1): return SolveAnswer(line: "1", problem: nil, isUnique: true)
    case (.count, _): return SolveAnswer(line: "2+", problem: nil, isUnique: false)
    }
  }
}

/// The line `solve` prints for one puzzle, and the problem to report on stderr, if any.
struct SolveAnswer: Equatable {
  let line: String
  let problem: String?
  let isUnique: Bool
}
