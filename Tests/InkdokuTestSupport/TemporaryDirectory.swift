import Foundation

/// A fresh directory for one test, removed with everything in it when the test lets go of it.
public final class TemporaryDirectory {
  public let path: String

  public init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("inkdoku-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  public func file(_ name: String) -> String { "\(path)/\(name)" }

  public func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

  /// Writes `text` to `name`, creating its directories, the way a person or another program would.
  public func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: file(name))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The names in the directory, sorted.
  public func listing(_ name: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : file(name)).sorted()
  }
}
