import Foundation

/// Runs a program the way a script would: standard input from a file, standard output to a file.
enum Subprocess {
  /// Runs `path` with `arguments`, feeding `input`; its output and wall time, or nil when it could not
  /// run or failed with a status other than those in `statuses`.
  static func run(
    _ path: String, _ arguments: [String], input: String = "", statuses: Set<Int32> = [0]
  ) -> (output: String, seconds: Double)? {
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
    guard statuses.contains(process.terminationStatus),
      let output = try? String(contentsOf: outFile, encoding: .utf8)
    else {
      return nil
    }
    return (output, seconds)
  }
}
