import Foundation
import SudokuKit

/// `make bench`: prints every performance number the README reports, in one run.
func loadPuzzles(_ path: String) -> [Grid] {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8),
    let entries = try? PuzzleReader.read(text, source: path)
  else { return [] }
  return entries.map(\.grid)
}

let shared = CommandLine.arguments.dropFirst().first ?? "../shared/puzzles"
SolveBench.run(
  sets: [
    ("norvig top95", loadPuzzles("\(shared)/norvig-top95.txt")),
    ("norvig hardest11", loadPuzzles("\(shared)/norvig-hardest11.txt")),
    ("qqwing expert", QQWing.generate(count: 200, difficulty: "expert")),
  ], copies: 20)
