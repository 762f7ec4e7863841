import Foundation
import SudokuKit

/// Grading rate on the bundled puzzle files: the level alone, as generation asks for it, and the full report
/// with every step kept, as hints and the `grade` command use it.
enum GradeBench {
  /// `Puzzles/` at the repository root, found from this source file so any working directory will do.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Puzzles")

  static func run(repeats: Int) {
    print("## Grader on Puzzles/*.txt (puzzles/s, each file graded \(repeats) times)")
    var count = 0
    var levelSeconds = 0.0
    var fullSeconds = 0.0
    for level in Difficulty.allCases {
      let puzzles = loadPuzzles(directory.appendingPathComponent("\(level.rawValue).txt").path)
      guard !puzzles.isEmpty else { continue }
      let work = Array(repeating: puzzles, count: repeats).joined()
      var agreeing = 0
      var steps = 0
      let levelTime = Stopwatch.time {
        for p in work where Grader.level(of: p, knownUnique: true) == level { agreeing += 1 }
      }
      let fullTime = Stopwatch.time {
        for p in work { steps += Grader.grade(p, knownUnique: true).steps.count }
      }
      print(
        level.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
          + String(
            format: "level %8.0f/s (%6.1f µs each, %d/%d on level)   with steps %8.0f/s (%.0f steps each)",
            Double(work.count) / levelTime, 1e6 * levelTime / Double(work.count), agreeing, work.count,
            Double(work.count) / fullTime, Double(steps) / Double(work.count)))
      count += work.count
      levelSeconds += levelTime
      fullSeconds += fullTime
    }
    guard count > 0 else { return print("(no puzzle files in \(directory.path))") }
    print(
      String(
        format: "all       level %8.0f/s (%6.1f µs each)   with steps %8.0f/s", Double(count) / levelSeconds,
        1e6 * levelSeconds / Double(count), Double(count) / fullSeconds))
  }

  /// Grading rate and the share needing trial on outside puzzle sets (qqwing's expert puzzles, Norvig's),
  /// each puzzle graded once with the level-only path.
  static func run(sets: [(name: String, puzzles: [Grid], copies: Int)]) {
    print("## Grader on outside sets (each puzzle once)")
    for set in sets where !set.puzzles.isEmpty {
      var trial = 0
      let time = Stopwatch.time {
        for p in set.puzzles where !Grader.outline(of: p, knownUnique: true).solvedLogically { trial += 1 }
      }
      let name = set.name.split(separator: " ×").first.map(String.init) ?? set.name
      print(
        name.padding(toLength: 18, withPad: " ", startingAt: 0)
          + String(
            format: "%5d puzzles %8.0f/s (%7.1f µs each)   trial %d (%.1f %%)", set.puzzles.count,
            Double(set.puzzles.count) / time, 1e6 * time / Double(set.puzzles.count), trial,
            100 * Double(trial) / Double(set.puzzles.count)))
    }
  }
}
