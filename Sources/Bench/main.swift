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
// `inkdoku-bench [SHARED [SECTION...]]`: the shared puzzle directory, and the sections to run (all when none
// is named) among solve, generate, grade, raster, recognition and loop.
let shared = CommandLine.arguments.dropFirst().first ?? "../shared/puzzles"
let sections = Set(CommandLine.arguments.dropFirst(2))
func section(_ name: String, _ body: () -> Void) {
  guard sections.isEmpty || sections.contains(name) else { return }
  body()
  print()
}
let sets: [(name: String, puzzles: [Grid], copies: Int)] = [
  ("qqwing expert ×100", QQWing.generate(count: 200, difficulty: "expert"), 100),
  ("norvig top95 ×50", loadPuzzles("\(shared)/norvig-top95.txt"), 50),
  ("norvig hardest11 ×50", loadPuzzles("\(shared)/norvig-hardest11.txt"), 50),
]
section("solve") { SolveBench.run(sets: sets) }
section("generate") { GenerateBench.run(seeds: 100, samples: 1000) }
section("grade") {
  GradeBench.run(repeats: 5)
  print()
  GradeBench.run(sets: sets)
}
section("raster") { RasterBench.run() }
section("recognition") { RecognitionBench.run() }
section("loop") { LoopBench.run(puzzles: sets.flatMap(\.puzzles)) }
