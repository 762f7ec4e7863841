import Foundation
import FuzzTargets
import Testing

/// Every committed seed and crasher through its target, as `make fuzz` starts from them. Seeds named
/// `valid-*` must be accepted and `invalid-*` refused, so the corpus keeps reaching what it was made for;
/// every target has crashers (`Fuzz/Crashers/<target>/`: inputs that trapped once, or hostile edges).
@Suite struct CorpusRegressionTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The files in `Fuzz/<kind>/<target>/`, by name; none when the directory does not exist.
  static func inputs(_ kind: String, _ target: String) throws -> [URL] {
    let directory = fuzz.appendingPathComponent(kind).appendingPathComponent(target)
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func seedsKeepTheirVerdict(_ name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    let seeds = try Self.inputs("Corpus", name)
    #expect(seeds.contains { $0.lastPathComponent.hasPrefix("valid-") }, "no valid seed for \(name)")
    #expect(seeds.contains { $0.lastPathComponent.hasPrefix("invalid-") }, "no invalid seed for \(name)")
    for seed in seeds {
      let accepted = target.run(try Data(contentsOf: seed))
      let file = seed.lastPathComponent
      if file.hasPrefix("valid-") { #expect(accepted, "\(name)/\(file) was refused") }
      if file.hasPrefix("invalid-") { #expect(!accepted, "\(name)/\(file) was accepted") }
    }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func crashersNoLongerCrash(_ name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    let crashers = try Self.inputs("Crashers", name)
    // A missing or emptied folder would otherwise pass with nothing run.
    #expect(!crashers.isEmpty, "no input in Fuzz/Crashers/\(name)")
    // Reaching the end of each run is the assertion: the crash was a trap in the process.
    for crasher in crashers { _ = target.run(try Data(contentsOf: crasher)) }
  }

  @Test func everySeedIsNamedForItsVerdict() throws {
    for name in FuzzTarget.all.map(\.name) {
      for seed in try Self.inputs("Corpus", name) {
        let file = seed.lastPathComponent
        #expect(file.hasPrefix("valid-") || file.hasPrefix("invalid-"), "\(name)/\(file) has no verdict")
      }
    }
  }
}
