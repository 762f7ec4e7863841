import Foundation
import SudokuKit

/// Our solve rate against `qqwing --solve` on the same puzzles, timed in the same run so the ratio holds on a
/// shared machine. Puzzles are random isomorphs, so neither solver can learn a repeated search path.
enum SolveBench {
  static func run(sets: [(name: String, puzzles: [Grid])], copies: Int) {
    print("## Solver (puzzles/s; each set repeated as \(copies) random isomorphs)")
    for set in sets where !set.puzzles.isEmpty {
      var rng = SeededRandom(seed: 1)
      let work = (0..<copies).flatMap { _ in set.puzzles.map { Isomorph.random(using: &rng).apply($0) } }
      var solved = 0
      let ours = Stopwatch.time { for p in work where Solver.solve(p) != nil { solved += 1 } }
      let ourRate = Double(work.count) / ours
      var line = String(
        format: "%-22@ inkdoku %9.0f/s (%@ each, %d/%d solved)", set.name as NSString, ourRate,
        Stopwatch.us(ours / Double(work.count)) as NSString, solved, work.count)
      if let theirs = QQWing.solveSeconds(work) {
        let rate = Double(work.count) / theirs
        line += String(format: "   qqwing %8.0f/s   ratio %.1fx", rate, ourRate / rate)
      } else {
        line += "   (qqwing not installed: apt-get install qqwing)"
      }
      print(line)
    }
  }
}
