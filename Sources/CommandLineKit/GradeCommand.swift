import CommandLineParsing
import Foundation
import InkdokuReplay
import SudokuKit

/// `inkdoku grade [FILE]`: each puzzle's level and the techniques its logical solution used.
public struct GradeCommand: Command {
  static let json = OptionSpec.flag("json", short: "j", help: "Print JSON Lines instead of text")
  static let format = SolveCommand.format

  public let name = "grade"
  public let summary = "Rate puzzles by the techniques they need and on Sukaku Explainer's scale"
  public let discussion: String? = """
    Solves each puzzle the way a person would, trying the easiest technique first, and prints its level, \
    its rating on Sukaku Explainer's scale (SE, 1.0 to 11.9: the SE value of its hardest step) and \
    how often each technique was used. Easy needs singles only; Medium locked candidates and \
    naked or hidden pairs; Hard triples, quads and X-Wing; Expert Swordfish, Jellyfish, wings, unique, \
    avoidable and empty rectangles, unique loops, BUG+1, Skyscrapers, kites, turbot fish and finned X-Wings. \
    Above Expert the rating sets the level: Extreme below 7.5 (coloring, finned Swordfish, Sue de Coq, \
    X-Cycles, X- and XY-chains, 3D Medusa, continuous nice loops), Fiendish below 8.5 (AICs, almost locked sets, forcing chains), \
    Nightmare from 8.5 (long and nested forcing chains, or trial). Puzzles without exactly one solution \
    are reported as for solve.
    """
  public let options = [Self.json, Self.format]
  public let arguments = [
    ArgumentSpec(
      "FILE", help: "The puzzle file, or one puzzle as 81 characters; standard input when '-' or missing")
  ]
  public let examples = [
    Example("\(Version.tool) grade Puzzles/hard.txt", "Print the level and technique counts of each puzzle."),
    Example(
      "\(Version.tool) generate -d expert -n 5 | \(Version.tool) grade --json", "Grade new puzzles as JSON."),
  ]
  public let exitStatuses = SolveCommand().exitStatuses

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let format = try parsed.choice(Self.format, default: PuzzleFormat.auto)
    let input = PuzzleInput(argument: parsed.positionals.first)
    let entries = try input.entries(console: console, format: format)
    var status: Int32 = 0
    for entry in entries {
      let answer = SolveMode.solution.answer(for: entry.grid)
      guard answer.isUnique else {
        status = 1
        try console.writeLine(parsed.isSet(Self.json) ? Self.jsonError(entry, answer) : answer.line)
        if let problem = answer.problem { try console.report("\(input.name):\(entry.line): \(problem)") }
        continue
      }
      let report = Grader.grade(entry.grid, knownUnique: true)
      try console.writeLine(parsed.isSet(Self.json) ? Self.json(entry, report) : Self.text(report))
    }
    return status
  }

  /// `hard 3.2 hiddenSingle=40 nakedSingle=12 xWing=1`: the level, the SE rating, then the techniques in
  /// difficulty order.
  static func text(_ report: GradeReport) -> String {
    let counts = Technique.allCases.compactMap { t in report.counts[t].map { "\(t.rawValue)=\($0)" } }
    return ([report.level.rawValue, ratingText(report.rating)] + counts).joined(separator: " ")
  }

  /// One decimal, as SE writes ratings: "4.0", not "4".
  static func ratingText(_ rating: Double) -> String {
    let tenths = Int((rating * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  struct GradeLine: Encodable {
    let line: Int
    let id: String?
    let level: String?
    let hardest: String?
    let counts: [String: Int]?
    let error: String?
  }

  /// The line with its rating on Sukaku Explainer's scale, written as `ratingText` writes it: JSONEncoder
  /// writes 5.0 as 5. The keys are sorted and "rating" sorts after the others, so it goes last.
  static func json(_ entry: PuzzleEntry, _ report: GradeReport) -> String {
    let line = encode(
      GradeLine(
        line: entry.line, id: entry.id, level: report.level.rawValue, hardest: report.hardest.rawValue,
        counts: Dictionary(uniqueKeysWithValues: report.counts.map { ($0.key.rawValue, $0.value) }),
        error: nil))
    return line.dropLast() + #","rating":\#(ratingText(report.rating))}"#
  }

  static func jsonError(_ entry: PuzzleEntry, _ answer: SolveAnswer) -> String {
    encode(
      GradeLine(
        line: entry.line, id: entry.id, level: nil, hardest: nil, counts: nil, error: answer.line))
  }

  private static func encode(_ value: GradeLine) -> String {
    (try? JSONLine.encode(value)) ?? "{}"
  }
}
