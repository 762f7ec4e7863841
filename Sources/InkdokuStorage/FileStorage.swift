import Foundation

/// The file operations the stores need: the one seam between them and the disk.
public protocol FileStorage: Sendable {
  /// The whole file, or nil when it does not exist; see `AtomicFile.read`.
  func read(_ path: String, maxBytes: Int) throws(FileError) -> Data?
  /// Replaces the file atomically; see `AtomicFile.write`.
  func write(_ data: Data, to path: String) throws(FileError)
  /// Deletes the file; a missing file is not an error.
  func remove(_ path: String) throws(FileError)
}

/// The real file system, through `AtomicFile`.
public struct DiskStorage: FileStorage {
  public init() {}

  public func read(_ path: String, maxBytes: Int) throws(FileError) -> Data? {
    try AtomicFile.read(path, maxBytes: maxBytes)
  }

  public func write(_ data: Data, to path: String) throws(FileError) {
    try AtomicFile.write(data, to: path)
  }

  public func remove(_ path: String) throws(FileError) {
    try AtomicFile.remove(path)
  }
}
