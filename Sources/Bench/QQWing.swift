import Foundation
import SudokuKit

/// The reference solver and generator the benchmark compares against, when installed.
enum QQWing {
  static let path = ["/usr/bin/qqwing", "/usr/local/bin/qqwing"].first(
    where: FileManager.default.isExecutableFile)

  /// Runs qqwing with `arguments`, feeding `input`; returns its output, wall and cpu time, or nil when
  /// unavailable.
  static func run(
    _ arguments: [String], input: String = ""
  ) -> (output: String, seconds: Double, cpuSeconds: Double)? {
    path.flatMap { Subprocess.run($0, arguments, input: input) }
  }

  /// qqwing's own puzzles of a difficulty (simple, easy, intermediate, expert).
  static func generate(count: Int, difficulty: String) -> [Grid] {
    let arguments = ["--generate", "\(count)", "--difficulty", difficulty, "--one-line"]
    guard let (output, _, _) = run(arguments) else { return [] }
    return output.split(separator: "\n").compactMap { Grid(line: $0.prefix(81)) }
  }
}
