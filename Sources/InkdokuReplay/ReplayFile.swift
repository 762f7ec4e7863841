import Foundation
import InkdokuStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A replay file read line by line: one chunk and one line in memory at a time, however long it is.
public final class ReplayFile {
  public let header: ReplayHeader
  private var source: Source

  /// Opens `path` and reads up to the header. Throws a `FileError` when the file cannot be read and a
  /// `ReplayProblem` when it is not a replay.
  public init(path: String) throws {
    var source = try Source(path: path)
    do {
      while source.reader.header == nil, try source.fill() {}
    } catch {
      close(source.fd)
      throw error
    }
    // The reader's `finish` throws at the end of a file without a header.
    header = source.reader.header!
    self.source = source
  }

  deinit { close(source.fd) }

  /// Problems the file survived, such as a last line cut off; complete once `next()` returned nil.
  public var warnings: [ReplayProblem] { source.reader.warnings }

  /// The next line after the header, or nil at the end of the file.
  public func next() throws -> (line: ReplayLine, number: Int)? {
    while source.ready.isEmpty, try source.fill() {}
    return source.ready.isEmpty ? nil : source.ready.removeFirst()
  }

  /// The open file and the lines read from it but not yet taken.
  private struct Source {
    let path: String
    let fd: Int32
    var reader = ReplayReader()
    var ready: [(line: ReplayLine, number: Int)] = []
    var atEnd = false
    static let chunkSize = 64 * 1024

    init(path: String) throws(FileError) {
      self.path = path
      fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if fd < 0 { throw FileError(action: "read", path: path, reason: .system(errno)) }
      var info = stat()
      // A FIFO or a device could block forever or never end.
      let reason: FileError.Reason? =
        fstat(fd, &info) != 0 ? .system(errno) : info.st_mode & S_IFMT != S_IFREG ? .notRegularFile : nil
      if let reason {
        close(fd)
        throw FileError(action: "read", path: path, reason: reason)
      }
    }

    /// Reads one more chunk into `ready`; false once the file is used up.
    mutating func fill() throws -> Bool {
      guard !atEnd else { return false }
      var chunk = Data(count: Self.chunkSize)
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { return true }
        throw FileError(action: "read", path: path, reason: .system(errno))
      }
      if count == 0 {
        atEnd = true
        ready += try reader.finish()
      } else {
        ready += try reader.feed(chunk.prefix(count))
      }
      return true
    }
  }
}
