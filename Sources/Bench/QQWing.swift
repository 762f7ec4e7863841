import Foundation
import SudokuKit

/// The reference solver and generator the benchmark compares against, when installed.
enum QQWing {
  static let path = ["/usr/bin/qqwing", "/usr/local/bin/qqwing"].first(
    where: FileManager.default.isExecutableFile)

  /// Runs qqwing with `arguments`, feeding `input`; returns its output and wall time, or nil when unavailable.
  static func run(_ arguments: [String], input: String = "") -> (output: String, seconds: Double)? {
    guard let path else { return nil }
    let dir = FileManager.default.temporaryDirectory
    let inFile = dir.appendingPathComponent("inkdoku-bench-in-\(getpid()).txt")
    let outFile = dir.appendingPathComponent("inkdoku-bench-out-\(getpid()).txt")
    defer {
      try? FileManager.default.removeItem(at: inFile)
      try? FileManager.default.removeItem(at: outFile)
    }
    guard (try? input.write(to: inFile, atomically: true, encoding: .utf8)) != nil,
      FileManager.default.createFile(atPath: outFile.path, contents: nil)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardInput = try? FileHandle(forReadingFrom: inFile)
    process.standardOutput = try? FileHandle(forWritingTo: outFile)
    let seconds = Stopwatch.time {
      guard (try? process.run()) != nil else { return }
      process.waitUntilExit()
    }
    guard process.terminationStatus == 0, let output = try? String(contentsOf: outFile, encoding: .utf8)
    else {
      return nil
    }
    return (output, seconds)
  }

  /// qqwing's own puzzles of a difficulty (simple, easy, intermediate, expert).
  static func generate(count: Int, difficulty: String) -> [Grid] {
    guard let (output, _) = run(["--generate", "\(count)", "--difficulty", difficulty, "--one-line"]) else {
      return []
    }
    return output.split(separator: "\n").compactMap { Grid(line: $0.prefix(81)) }
  }

  /// Wall time of `qqwing --solve` over the puzzles.
  static func solveSeconds(_ puzzles: [Grid]) -> Double? {
    run(["--solve", "--one-line"], input: puzzles.map(\.line).joined(separator: "\n") + "\n")?.seconds
  }
}
