import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads, and writes that a crash or a full disk can never leave half done.
public enum AtomicFile {
  /// Replaces `path` with `data`, mode 0600, creating its directory (mode 0700) when missing.
  ///
  /// The data goes to a fresh file beside the target, is synced, then renamed over the target, and the
  /// directory is synced so the rename itself survives a crash. Any failure before the rename removes
  /// the temporary file and leaves the old content in place; temporary files that killed writes left
  /// are removed after the first successful write of `path` in this process (`removeAbandoned`).
  public static func write(_ data: Data, to path: String) throws(FileError) {
    let directory = Syscall.parent(of: path)
    let name = Syscall.name(of: path)
    let temporary = "\(directory)/\(temporaryName(for: name))"
    do throws(Errno) {
      try Syscall.makeDirectory(directory)
      let fd = try Errno.check(open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600))
      do throws(Errno) {
        defer { close(fd) }
        try Syscall.writeAll(data, to: fd)
        // The creation mode passes through the umask; the save must be private whatever it is.
        try Errno.check(fchmod(fd, 0o600))
        try Errno.check(fsync(fd))
        try Errno.check(rename(temporary, path))
      } catch {
        unlink(temporary)
        throw error
      }
      try Syscall.syncDirectory(directory)
    } catch {
      throw error.fileError("write", path)
    }
    if sweptTargets.withLock({ $0.insert(path).inserted }) { removeAbandoned(besides: path) }
  }

  /// The content of `path`, or nil when there is no such file.
  ///
  /// Throws when the path names something other than a regular file (reading a FIFO would block and a
  /// device may never end), when the file is over `maxBytes`, and when it exists but cannot be read.
  public static func read(_ path: String, maxBytes: Int) throws(FileError) -> Data? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw Errno(code: errno).fileError("read", path)
    }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) != 0 { throw Errno(code: errno).fileError("read", path) }
    let tooLarge = FileError(action: "read", path: path, reason: .tooLarge(limit: maxBytes))
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError(action: "read", path: path, reason: .notRegularFile)
    }
    guard info.st_size <= maxBytes else { throw tooLarge }
    let bytes: [UInt8]?
    do throws(Errno) {
      bytes = try Syscall.readAll(from: fd, limit: maxBytes, sizeHint: Int(info.st_size))
    } catch {
      throw error.fileError("read", path)
    }
    guard let bytes else { throw tooLarge }
    return Data(bytes)
  }
}
