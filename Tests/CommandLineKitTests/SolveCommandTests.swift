import Foundation
import InkdokuTestSupport
import SudokuKit
import Testing

@testable import CommandLineKit
@testable import SafeText

@Suite struct SolveCommandTests {
  static let puzzle = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
  static let solution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
  static let second = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  static let secondSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
  /// r1c9 can only hold 9, which r2c9 already holds; no two givens repeat, so it reads fine.
  static let unsolvable = "12345678." + "........9" + String(repeating: ".", count: 63)
  static let ambiguous = ".....6....59.....82....8....45........3........6..3.54...325..6.................."

  @Test func printsOneSolutionPerPuzzleInOrder() async {
    let input = "# two puzzles\n\(Self.puzzle) first\n\n\(Self.second)\n"
    #expect(
      await inkdoku(["solve"], input: input)
        == RunResult(status: 0, output: "\(Self.solution)\n\(Self.secondSolution)\n", errors: ""))
  }

  @Test func reportsPuzzlesWithoutAUniqueSolution() async {
    let input = [Self.puzzle, Self.unsolvable, Self.ambiguous, Self.second].joined(separator: "\n")
    #expect(
      await inkdoku(["solve", "-"], input: input)
        == RunResult(
          status: 1, output: "\(Self.solution)\nunsolvable\nambiguous\n\(Self.secondSolution)\n",
          errors: "<stdin>:2: no solution\n<stdin>:3: more than one solution\n"))
  }

  @Test func controlCharactersInReadErrorsAppearEscaped() async throws {
    let hostile = String(Self.puzzle.prefix(20)) + "\u{1B}[31m" + Self.puzzle.dropFirst(20)
    #expect(
      await inkdoku(["solve"], input: hostile).errors
        == "inkdoku: <stdin>:1:21: unexpected '\\u{1B}' (expected 1-9, '.' or '0')\n")
    #expect(
      await inkdoku(["solve"], input: Self.puzzle + "\u{9B}2J").errors
        == "inkdoku: <stdin>:1:82: unexpected '\\u{9B}' (expected a space or tab before the id)\n")
    let directory = try TemporaryDirectory()
    let path = directory.file("evil\u{1B}]0;pwned\u{07}.txt")
    try Data().write(to: URL(fileURLWithPath: path))
    let escaped = TerminalSafe.escape(path)
    #expect(escaped.contains("evil\\u{1B}]0;pwned\\u{07}.txt"))
    #expect(await inkdoku(["solve", path]).errors == "inkdoku: \(escaped): no puzzle found\n")
  }

  /// Whatever bytes a puzzle file holds, what `solve` prints about them cannot drive the terminal.
  @Test func readErrorsOfRandomBytesAreInert() async {
    var random = SeededRandom(seed: 0x5EED)
    let alphabet = Array("123456789.0|-+*# \t\r\nx\u{1B}\u{9B}".utf8)
    for round in 0..<300 {
      var bytes = Array(Self.puzzle.utf8)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        let byte =
          round % 2 == 0 ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
        bytes.insert(byte, at: at)
      }
      let result = await inkdoku(["solve"], input: bytes)
      #expect(result.status != 0 || result.errors.isEmpty)
      for line in result.errors.split(separator: "\n") {
        #expect(!line.unicodeScalars.contains(where: TerminalSafe.needsEscape), "\(bytes)")
      }
    }
  }

  @Test func countsSolutions() async {
    let input = [Self.puzzle, Self.unsolvable, Self.ambiguous].joined(separator: "\n")
    #expect(
      await inkdoku(["solve", "--count"], input: input)
        == RunResult(status: 1, output: "1\n0\n2+\n", errors: ""))
    #expect(
      await inkdoku(["solve", "-c"], input: Self.puzzle) == RunResult(status: 0, output: "1\n", errors: ""))
    #expect(await inkdoku(["solve", "-c"], input: Self.ambiguous).status == 1)
  }

  @Test func answers() throws {
    let grid = try #require(Grid(line: Self.puzzle))
    #expect(
      SolveMode.solution.answer(for: grid) == SolveAnswer(line: Self.solution, problem: nil, isUnique: true))
    #expect(SolveMode.count.answer(for: grid) == SolveAnswer(line: "1", problem: nil, isUnique: true))
    let empty = Grid()
    #expect(
      SolveMode.solution.answer(for: empty)
        == SolveAnswer(line: "ambiguous", problem: "more than one solution", isUnique: false))
  }

  @Test func readsGridFormats() async {
    let sdk = stride(from: 0, to: 81, by: 9).map { start in
      let row = Self.puzzle.dropFirst(start).prefix(9)
      return String(row.map { $0 == "." ? "0" : $0 })
    }.joined(separator: "\n")
    #expect(await inkdoku(["solve"], input: sdk).output == "\(Self.solution)\n")
    #expect(await inkdoku(["solve", "--format", "sdk"], input: sdk).output == "\(Self.solution)\n")
    let forced = await inkdoku(["solve", "--format=line"], input: sdk)
    #expect(forced.status == 2)
    #expect(forced.errors.hasPrefix("inkdoku: <stdin>:1:"))
  }

  @Test func unreadableInputIsStatusTwo() async {
    #expect(
      await inkdoku(["solve"], input: "")
        == RunResult(status: 2, output: "", errors: "inkdoku: <stdin>: no puzzle found\n"))
    #expect(
      await inkdoku(["solve"], input: "1234\n")
        == RunResult(
          status: 2, output: "",
          errors: "inkdoku: <stdin>:1: only 4 cells (a puzzle line has 81)\n"))
    #expect(
      await inkdoku(["solve"], input: Array("12".utf8) + [0xFF])
        == RunResult(
          status: 2, output: "", errors: "inkdoku: <stdin>: not UTF-8 text (invalid byte 0xFF at offset 2)\n")
    )
  }

  @Test func badFormatIsAUsageError() async {
    #expect(
      await inkdoku(["solve", "--format", "csv"], input: Self.puzzle)
        == RunResult(
          status: 2, output: "",
          errors: "inkdoku solve: --format expects one of line, sdk, ss, marks, auto, got 'csv'\n"
            + "Try 'inkdoku solve --help'.\n"))
  }

  @Test func readsAndNamesFiles() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("puzzles.txt")
    try "\(Self.puzzle)\n\(Self.unsolvable)\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      await inkdoku(["solve", path])
        == RunResult(status: 1, output: "\(Self.solution)\nunsolvable\n", errors: "\(path):2: no solution\n"))
    let missing = directory.file("missing.txt")
    #expect(
      await inkdoku(["solve", missing])
        == RunResult(status: 2, output: "", errors: "inkdoku: \(missing): No such file or directory\n"))
    #expect(
      await inkdoku(["solve", directory.path])
        == RunResult(status: 2, output: "", errors: "inkdoku: \(directory.path): Is a directory\n"))
  }
}

@Suite struct SolveCommandInputTests {
  static let puzzle = SolveCommandTests.puzzle
  static let solution = SolveCommandTests.solution
  /// Two 8s in row 1.
  static let repeated = "88" + String(SolveCommandTests.puzzle.dropFirst(2))

  @Test func repeatedGivensAreUnsolvableAndTheRestIsSolved() async {
    let input = [Self.puzzle, Self.repeated, Self.puzzle].joined(separator: "\n")
    #expect(
      await inkdoku(["solve"], input: input)
        == RunResult(
          status: 1, output: "\(Self.solution)\nunsolvable\n\(Self.solution)\n",
          errors: "<stdin>:2: no solution: 8 appears twice in row 1: r1c1 and r1c2\n"))
    #expect(
      await inkdoku(["solve", "--count"], input: input)
        == RunResult(status: 1, output: "1\n0\n1\n", errors: ""))
  }

  @Test func aPuzzleArgumentIsSolvedItself() async {
    #expect(
      await inkdoku(["solve", Self.puzzle]) == RunResult(status: 0, output: "\(Self.solution)\n", errors: ""))
    #expect(
      await inkdoku(["solve", Self.repeated])
        == RunResult(
          status: 1, output: "unsolvable\n",
          errors: "<argument>:1: no solution: 8 appears twice in row 1: r1c1 and r1c2\n"))
    let graded = await inkdoku(["grade", Self.puzzle], commands: [GradeCommand()])
    #expect(graded.status == 0 && !graded.output.isEmpty)
    #expect(graded == (await inkdoku(["grade"], input: Array(Self.puzzle.utf8), commands: [GradeCommand()])))
  }

  /// An argument meant as a puzzle but not one is named as such, not looked up as a file.
  @Test func aPuzzleArgumentWithASlipSaysWhatIsWrongWithIt() async {
    let short = String(Self.puzzle.dropLast())
    #expect(
      await inkdoku(["solve", short])
        == RunResult(
          status: 2, output: "", errors: "inkdoku: <argument>:1: only 80 cells (a puzzle line has 81)\n"))
    var typo = Array(Self.puzzle)
    typo[16] = "x"
    #expect(
      await inkdoku(["solve", String(typo)])
        == RunResult(
          status: 2, output: "",
          errors: "inkdoku: <argument>:1:17: unexpected 'x' (expected 1-9, '.' or '0')\n"))
    #expect(PuzzleInput.looksLikeAPuzzle(short) && !PuzzleInput.looksLikeAPuzzle("puzzles.txt"))
    // A file of that name is still read as a file.
    guard case .file = PuzzleInput(argument: short, fileExists: { _ in true }) else {
      Issue.record("an existing file is read")
      return
    }
  }

  /// Plain line-form input takes the one-pass path, anything else the general reader: same answers.
  @Test func everyLayoutGivesTheSameAnswers() async {
    let plain = "\(Self.puzzle) one\n\(Self.repeated)\n"
    let unusual = "\u{FEFF}\(Self.puzzle) é\r\n\(Self.repeated)\n"
    let expected = RunResult(
      status: 1, output: "\(Self.solution)\nunsolvable\n",
      errors: "<stdin>:2: no solution: 8 appears twice in row 1: r1c1 and r1c2\n")
    #expect(await inkdoku(["solve"], input: plain) == expected)
    #expect(await inkdoku(["solve"], input: unusual) == expected)
    #expect(await inkdoku(["solve", "--format", "line"], input: plain) == expected)
  }

  @Test func solutionsComeOutInInputOrder() async {
    var rng = SeededRandom(seed: 3)
    let grid = Grid(line: Self.puzzle)!
    let solution = Grid(line: Self.solution)!
    let isomorphs = (0..<200).map { _ in Isomorph.random(using: &rng) }
    let input = isomorphs.map { $0.apply(grid).line }.joined(separator: "\n")
    let result = await inkdoku(["solve"], input: input)
    #expect(result.status == 0)
    #expect(result.output == isomorphs.map { $0.apply(solution).line + "\n" }.joined())
  }
}
