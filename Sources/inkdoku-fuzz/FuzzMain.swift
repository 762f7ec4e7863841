import Foundation
import FuzzTargets

/// `inkdoku-fuzz`: a fuzz target's inputs run once each (normal builds), or libFuzzer driving one
/// target (built with `-sanitize=fuzzer -D INKDOKU_FUZZING`, as `make fuzz` does).
@main
enum FuzzMain {
  static func main() {
    #if INKDOKU_FUZZING
      exit(LibFuzzerDriver.run(arguments: CommandLine.arguments))
    #else
      exit(CorpusRunner.run(arguments: CommandLine.arguments))
    #endif
  }

  static var targetNames: String { FuzzTarget.all.map(\.name).joined(separator: ", ") }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("inkdoku-fuzz: \(message)\n".utf8))
    return 2
  }
}
