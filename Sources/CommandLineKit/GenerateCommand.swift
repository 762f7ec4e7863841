import CommandLineParsing
import SudokuKit

/// `inkdoku generate --difficulty LEVEL`: new puzzles with exactly one solution, one per line.
public struct GenerateCommand: Command {
  static let difficulty = OptionSpec.value(
    "difficulty", short: "d", valueName: "LEVEL",
    help: "The level: " + Difficulty.allCases.map(\.rawValue).joined(separator: ", ") + " (required)",
    completion: .words(Difficulty.allCases.map(\.rawValue)))
  static let count = OptionSpec.value(
    "count", short: "n", valueName: "N", help: "How many puzzles (default 1)")
  static let seed = OptionSpec.value(
    "seed", short: "s", valueName: "N", help: "Seed: the same seed gives the same puzzles (default: random)")
  static let asymmetric = OptionSpec.flag(
    "asymmetric", help: "Allow any clue pattern (default: 180° rotational symmetry)")

  public let name = "generate"
  public let summary = "Generate puzzles of a level, each with exactly one solution"
  public let discussion: String? = """
    Prints one puzzle per line: 81 characters ('.' for an empty cell), then the level and the seed \
    that reproduces it. Every puzzle is graded at exactly the level asked for.
    """
  public let options = [Self.difficulty, Self.count, Self.seed, Self.asymmetric]
  public let examples = [
    Example("\(Version.tool) generate -d expert -n 10", "Ten new Expert puzzles."),
    Example("\(Version.tool) generate -d hard --seed 42", "The same Hard puzzle every time."),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    guard parsed.isSet(Self.difficulty) else { throw UsageError("option '--difficulty' is required") }
    let level = try parsed.choice(Self.difficulty, default: Difficulty.medium)
    let count = try parsed.positiveInteger(Self.count) ?? 1
    let seed = try parsed.seed(Self.seed) ?? UInt64.random(in: 0...UInt64.max)
    let symmetric = !parsed.isSet(Self.asymmetric)
    for i in 0..<count {
      // One puzzle's seed is the one given, as `play --seed` takes it; a batch's are derived from it, and
      // each printed seed gives its puzzle back through either command.
      let puzzleSeed = count == 1 ? seed : Generator.seed(ofPuzzle: i, inBatch: seed)
      var rng = SeededRandom(seed: puzzleSeed)
      let generated = Generator.generate(difficulty: level, using: &rng, symmetric: symmetric)
      try console.writeLine("\(generated.puzzle.line) \(level.rawValue) seed=\(puzzleSeed)")
    }
    return 0
  }
}
