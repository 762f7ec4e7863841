import Foundation
import SudokuKit

/// `make bench`: prints every performance number the README reports, in one run.
func loadPuzzles(_ path: String) -> [Grid] {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8),
    let entries = try? PuzzleReader.read(text, source: path)
  else { return [] }
  return entries.map(\.grid)
}

// The machine may be shared: its load says how far to trust the numbers below.
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("load average \(load.split(separator: " ").prefix(3).joined(separator: " ")) on \(cores) cores\n")
}
let shared = CommandLine.arguments.dropFirst().first ?? "../shared/puzzles"
let sets: [(name: String, puzzles: [Grid])] = [
  ("norvig top95", loadPuzzles("\(shared)/norvig-top95.txt")),
  ("norvig hardest11", loadPuzzles("\(shared)/norvig-hardest11.txt")),
  ("qqwing expert", QQWing.generate(count: 200, difficulty: "expert")),
]
SolveBench.run(sets: sets, copies: 20)
print()
GenerateBench.run(seeds: 100, samples: 1000)
print()
GradeBench.run(repeats: 5)
print()
RasterBench.run()
print()
RecognitionBench.run()
print()
LoopBench.run(puzzles: sets.flatMap(\.puzzles))
