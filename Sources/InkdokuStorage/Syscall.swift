import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The loops around raw reads and writes, which may move fewer bytes than asked or be interrupted.
public enum Syscall {
  public static func writeAll(_ data: Data, to fd: Int32) throws(Errno) {
    var failure: Errno?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(fd, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno != EINTR {
          failure = Errno(code: errno)
          return
        }
      }
    }
    if let failure { throw failure }
  }

  /// Everything left to read from `fd`, or nil as soon as it grows past `limit` bytes: the one
  /// bounded reader of files and standard input. `sizeHint` reserves room for a file of known size.
  public static func readAll(from fd: Int32, limit: Int, sizeHint: Int = 0) throws(Errno) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(sizeHint, limit))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Errno(code: errno)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= limit else { return nil }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Creates `path` and any missing parents with mode 0700, as the XDG spec asks for its directories.
  public static func makeDirectory(_ path: String) throws(Errno) {
    if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
    guard errno == ENOENT else { throw Errno(code: errno) }
    try makeDirectory(parent(of: path))
    if mkdir(path, 0o700) != 0 && errno != EEXIST { throw Errno(code: errno) }
  }

  /// Makes a rename inside `path` survive a crash. Some file systems cannot sync a directory (EINVAL);
  /// there is nothing better to do on them.
  static func syncDirectory(_ path: String) throws(Errno) {
    let fd = try Errno.check(open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    defer { close(fd) }
    if fsync(fd) != 0 && errno != EINVAL { throw Errno(code: errno) }
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`: the file's own name.
  static func name(of path: String) -> Substring {
    guard let slash = path.lastIndex(of: "/") else { return path[...] }
    return path[path.index(after: slash)...]
  }
}
