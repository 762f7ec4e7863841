import Foundation
import Synchronization

/// Targets already swept for abandoned temporary files. Only another, killed process leaves them (a
/// failed write here removes its own), so once per target and process keeps directory scans off the
/// save that every board-changing key waits for.
let sweptTargets = Mutex<Set<String>>([])

extension AtomicFile {
  /// A write's temporary file lives for milliseconds; one this old was left by a process that was killed
  /// mid-write, and is no other process's write in progress either.
  static let abandonedAge: TimeInterval = 60

  /// The name `write` gives the temporary file for a target named `name`.
  static func temporaryName(for name: Substring) -> String {
    ".\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
  }

  /// Removes the temporary files of `path` that writes killed before their rename left beside it, so
  /// that kill -9 during saves cannot fill the directory. Best effort: a file that cannot be removed
  /// is simply tried again on the next write.
  static func removeAbandoned(besides path: String, now: Date = Date()) {
    let directory = Syscall.parent(of: path)
    let name = Syscall.name(of: path)
    let files = FileManager.default
    guard let names = try? files.contentsOfDirectory(atPath: directory) else { return }
    for candidate in names where isTemporary(candidate, of: name) {
      let file = "\(directory)/\(candidate)"
      guard let attributes = try? files.attributesOfItem(atPath: file),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let modified = attributes[.modificationDate] as? Date,
        now.timeIntervalSince(modified) > abandonedAge
      else { continue }
      try? files.removeItem(atPath: file)
    }
  }

  /// Whether `candidate` is named like a temporary file of the target `name`: `.NAME.<base 36>.tmp`.
  private static func isTemporary(_ candidate: String, of name: Substring) -> Bool {
    let prefix = ".\(name)."
    let suffix = ".tmp"
    guard candidate.hasPrefix(prefix), candidate.hasSuffix(suffix),
      candidate.count > prefix.count + suffix.count
    else { return false }
    let unique = candidate.dropFirst(prefix.count).dropLast(suffix.count)
    return unique.allSatisfy { ("0"..."9").contains($0) || ("a"..."z").contains($0) }
  }
}
