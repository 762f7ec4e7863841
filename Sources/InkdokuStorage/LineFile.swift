import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file that a recording grows line by line: opened with O_APPEND, every line written whole in one
/// write(2), so a crash or a kill -9 leaves each line complete except possibly the last.
///
/// Lines are not fsync'd: once write(2) returns the kernel holds them, which survives any end of the
/// program itself, and a sync per line would put disk latency between a key press and the screen.
public final class LineFile {
  public let path: String
  /// -1 once stopped.
  private var fd: Int32

  /// Creates `path`; an existing path of any kind (a file, a link, a FIFO) is never overwritten.
  /// `action` is the phrase an error puts before the path ("record replay to").
  public init(creating path: String, action: String) throws(FileError) {
    fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      throw FileError(
        action: action, path: path, reason: .system(code),
        advice: code == EEXIST ? "a recording never replaces a file; choose a new name" : nil)
    }
    self.path = path
  }

  deinit { stop() }

  /// Appends `line` and a line break; after a failed write the file is stopped, and
  /// the failure is told once.
  public func append(_ line: Data) -> FileError? {
    guard fd >= 0 else { return nil }
    do throws(Errno) {
      try Syscall.writeAll(line + Data([UInt8(ascii: "\n")]), to: fd)
      return nil
    } catch {
      stop()
      return error.fileError("write", path)
    }
  }

  /// Removes a recording that never started (the terminal could not be taken over).
  public func remove() {
    stop()
    unlink(path)
  }

  /// Closes the file; nothing more is written. Safe to call twice.
  public func stop() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
  }
}
