import Foundation
import Recognition

/// The player's hand, `data/hand.json`: the profile the pencil learned from play, with the model it
/// belongs to. Compact: a full profile is about 440 kB (`WriterProfile`).
public struct HandStore: Sendable {
  private let document: JSONDocument<WriterProfile>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    document = JSONDocument(path: path, noun: "hand profile", maxBytes: 4 << 20, storage: storage)
  }

  /// The stored profile, or nil when there is none; a file that cannot be used throws.
  public func load() throws(FileError) -> WriterProfile? { try document.load() }

  /// Replaces the file with `profile`, atomically.
  public func save(_ profile: WriterProfile) throws(FileError) { try document.save(profile) }

  /// Deletes the file; no file is not an error.
  public func remove() throws(FileError) { try document.remove() }
}
