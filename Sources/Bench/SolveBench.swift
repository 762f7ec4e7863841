import Foundation
import SudokuKit

/// The solver in process, and `inkdoku solve` against `qqwing --solve --one-line` as whole processes on the
/// same input, timed in the same run so the ratio holds on a shared machine. Puzzles are random isomorphs,
/// never repeated, so neither solver (nor the branch predictor) can learn a repeated search path.
enum SolveBench {
  /// Whole-process runs of each program per set; the fastest counts, as the one least disturbed by other
  /// work on the machine.
  static let processRuns = 3
  /// In-process rounds, solving and counting in turn; the fastest of each counts, so that a burst of other
  /// work on the machine during one of them does not skew their ratio (a single pass of each swung it
  /// between 1.51 and 1.85 on the same binary).
  static let rounds = 7

  static func run(sets: [(name: String, puzzles: [Grid], copies: Int)]) {
    print(
      "## Solver (random isomorphs, never repeated). In process: µs per puzzle, wall and the thread's cpu")
    print("## time, which other load does not inflate; count = stop at 2 solutions, as solve does to find")
    print("## ambiguous puzzles; the fastest of \(rounds) rounds of each, taken in turn. Whole process:")
    print("## inkdoku solve and qqwing --solve --one-line, same file on stdin;")
    print("## ratio of wall times, and of cpu times (user + system), each the best of \(processRuns) runs.")
    print(
      "set                    puzzles  solve µs (cpu)  count µs (cpu) ×solve   inkdoku s  qqwing s  ratio   cpu   same"
    )
    for set in sets where !set.puzzles.isEmpty {
      let work = isomorphs(of: set.puzzles, count: set.puzzles.count * set.copies)
      var solve = (wall: Double.infinity, cpu: Double.infinity)
      var count = solve
      for _ in 0..<rounds {
        solve = fastest(solve, inProcess(work, limit: 1))
        count = fastest(count, inProcess(work, limit: 2))
      }
      var line = set.name.padding(toLength: 22, withPad: " ", startingAt: 0)
      line += String(
        format: "%7d %7.2f (%5.2f) %7.2f (%5.2f) %5.2f×", work.count, solve.wall * 1e6, solve.cpu * 1e6,
        count.wall * 1e6, count.cpu * 1e6, count.cpu / solve.cpu)
      line += wholeProcess(work)
      print(line)
    }
  }

  private static func fastest(_ a: (wall: Double, cpu: Double), _ b: (wall: Double, cpu: Double))
    -> (wall: Double, cpu: Double)
  {
    (min(a.wall, b.wall), min(a.cpu, b.cpu))
  }

  /// `count` distinct random isomorphs of `puzzles`, in turn.
  private static func isomorphs(of puzzles: [Grid], count: Int) -> [Grid] {
    var rng = SeededRandom(seed: 1)
    var seen = Set<Grid>()
    var work: [Grid] = []
    while work.count < count {
      let p = Isomorph.random(using: &rng).apply(puzzles[work.count % puzzles.count])
      if seen.insert(p).inserted { work.append(p) }
    }
    return work
  }

  /// Wall and cpu seconds per puzzle, solving or counting to `limit` from one packed buffer.
  private static func inProcess(_ work: [Grid], limit: Int) -> (wall: Double, cpu: Double) {
    let cells = work.flatMap(\.cells)
    var solution = [UInt8](repeating: 0, count: 81)
    var found = 0
    let seconds = cells.withUnsafeBufferPointer { cells in
      solution.withUnsafeMutableBufferPointer { out in
        Stopwatch.times {
          for i in 0..<work.count {
            found += Solver.countSolutions(
              cells: cells.baseAddress! + 81 * i, limit: limit, solution: out.baseAddress!)
          }
        }
      }
    }
    precondition(found >= work.count, "a puzzle went unsolved")
    return (seconds.wall / Double(work.count), seconds.cpu / Double(work.count))
  }

  /// Both programs on the same input: best wall times and their ratio, the ratio of best cpu times (user
  /// and system: on a loaded machine a run of a few hundredths of a second loses more of its wall time to
  /// waiting than one of seconds), and whether they printed the same solutions.
  private static func wholeProcess(_ work: [Grid]) -> String {
    guard let inkdoku = GameLaunch.binary else { return "   (no release inkdoku beside the bench)" }
    guard QQWing.path != nil else { return "   (qqwing not installed: apt-get install qqwing)" }
    let input = work.map(\.line).joined(separator: "\n") + "\n"
    var ours: (output: String, seconds: Double, cpu: Double)?
    var theirs: (output: String, seconds: Double, cpu: Double)?
    func best(_ old: (output: String, seconds: Double, cpu: Double)?, _ run: (String, Double, Double)?)
      -> (output: String, seconds: Double, cpu: Double)?
    {
      guard let run else { return old }
      guard let old else { return run }
      return (run.0, min(old.seconds, run.1), min(old.cpu, run.2))
    }
    for _ in 0..<processRuns {
      ours = best(ours, Subprocess.run(inkdoku, ["solve"], input: input, statuses: [0, 1]))
      theirs = best(theirs, QQWing.run(["--solve", "--one-line"], input: input))
    }
    guard let ours, let theirs else { return "   (a run failed)" }
    let same =
      ours.output.split(separator: "\n") == theirs.output.split(separator: "\n").map { $0.prefix(81) }
    return String(
      format: "%12.3f %9.3f %5.1f× %5.1f×  %@", ours.seconds, theirs.seconds, theirs.seconds / ours.seconds,
      theirs.cpu / ours.cpu, same ? "yes" : "NO")
  }
}
