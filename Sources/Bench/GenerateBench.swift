import Foundation
import SudokuKit

/// Generation time per difficulty over many seeds, with qqwing's generator for scale, and how often a random
/// minimal puzzle lands on each level by itself: the reason the generator searches instead of sampling.
enum GenerateBench {
  static func run(seeds: Int, samples: Int) {
    print(
      "## Generator (\(seeds) seeds per level, 180° symmetric; cpu = the thread's own time, which other load")
    print("## on the machine does not inflate)")
    print("level        median ms    p95 ms    max ms   cpu median   cpu p95   attempts median   p95   clues")
    for level in Difficulty.allCases { row(level, seeds: seeds) }
    qqwing(count: seeds)
    print("## Random minimal puzzles by level (\(samples) each)")
    for symmetric in [true, false] { distribution(samples: samples, symmetric: symmetric) }
  }

  private static func row(_ level: Difficulty, seeds: Int) {
    var wall: [Double] = []
    var cpu: [Double] = []
    var attempts: [Double] = []
    var clues = 0
    for i in 0..<seeds {
      var rng = SeededRandom(seed: Generator.seed(ofPuzzle: i, inBatch: 2024))
      var made: GeneratedPuzzle?
      let t = Stopwatch.times { made = Generator.generate(difficulty: level, using: &rng) }
      wall.append(t.wall)
      cpu.append(t.cpu)
      attempts.append(Double(made!.attempts))
      clues += made!.puzzle.filledCount
    }
    let name = level.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
    print(
      name
        + String(
          format: "%11.2f %9.2f %9.2f %12.2f %9.2f %17.0f %5.0f %7.1f", 1000 * quantile(wall, 0.5),
          1000 * quantile(wall, 0.95), 1000 * wall.max()!, 1000 * quantile(cpu, 0.5),
          1000 * quantile(cpu, 0.95),
          quantile(attempts, 0.5), quantile(attempts, 0.95), Double(clues) / Double(seeds)))
  }

  private static func qqwing(count: Int) {
    var line = "qqwing --generate, 180° symmetric, per puzzle:"
    for level in ["simple", "easy", "intermediate", "expert"] {
      let arguments = [
        "--generate", "\(count)", "--difficulty", level, "--symmetry", "rotate180", "--one-line",
      ]
      guard let (_, seconds, _) = QQWing.run(arguments) else {
        print("(qqwing not installed: apt-get install qqwing)")
        return
      }
      line += " \(level) \(Stopwatch.ms(seconds / Double(count)))"
    }
    print(line)
  }

  private static func distribution(samples: Int, symmetric: Bool) {
    var rng = SeededRandom(seed: 99)
    var counts = [Difficulty: Int]()
    var clues = 0
    let seconds = Stopwatch.time {
      for _ in 0..<samples {
        let made = Generator.minimalPuzzle(using: &rng, symmetric: symmetric)
        counts[made.difficulty, default: 0] += 1
        clues += made.puzzle.filledCount
      }
    }
    let shares = Difficulty.allCases.map {
      String(format: "%@ %.1f%%", $0.rawValue, 100 * Double(counts[$0, default: 0]) / Double(samples))
    }
    let name = (symmetric ? "symmetric" : "asymmetric").padding(toLength: 11, withPad: " ", startingAt: 0)
    print(
      name + shares.joined(separator: ", ")
        + String(
          format: "   (%.1f clues; %.2f ms each, graded)", Double(clues) / Double(samples),
          1000 * seconds / Double(samples)))
  }

  private static func quantile(_ samples: [Double], _ q: Double) -> Double { Stopwatch.quantile(samples, q) }
}
