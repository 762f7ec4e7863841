import Foundation
import InkdokuStorage

/// One file held in memory, so the stores read fuzzed bytes without touching the disk. Writes and
/// removals succeed and change nothing: each input starts from the same file.
struct MemoryStorage: FileStorage {
  let content: Data

  /// Refuses what `AtomicFile.read` refuses for size; the path is irrelevant, there is one file.
  func read(_ path: String, maxBytes: Int) throws(FileError) -> Data? {
    guard content.count <= maxBytes else {
      throw FileError(action: "read", path: path, reason: .tooLarge(limit: maxBytes))
    }
    return content
  }

  func write(_ data: Data, to path: String) throws(FileError) {}

  func remove(_ path: String) throws(FileError) {}
}
