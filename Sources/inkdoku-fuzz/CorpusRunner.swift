import Foundation
import FuzzTargets

/// `inkdoku-fuzz TARGET PATH...`: runs every file given, and every file in every directory given,
/// through the target once; a crash shows where a fuzzer would have found it, without a fuzzer.
enum CorpusRunner {
  static func run(arguments: [String]) -> Int32 {
    guard arguments.count >= 3, let target = FuzzTarget.named(arguments[1]) else {
      return FuzzMain.fail("usage: inkdoku-fuzz TARGET PATH... (targets: \(FuzzMain.targetNames))")
    }
    var (inputs, accepted) = (0, 0)
    for path in arguments.dropFirst(2) {
      guard let files = files(at: path) else { return FuzzMain.fail("cannot read \(path)") }
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
          return FuzzMain.fail("cannot read \(file)")
        }
        inputs += 1
        if target.run(data) { accepted += 1 }
      }
    }
    print("\(target.name): \(inputs) inputs ran, \(accepted) accepted")
    return 0
  }

  /// The file itself, or the regular files directly in the directory, in name order.
  private static func files(at path: String) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    guard isDirectory.boolValue else { return [path] }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
    return names.sorted().map { "\(path)/\($0)" }.filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
  }
}
