import CommandLineParsing
import Glibc
import InkdokuStorage

/// Reads whole files and streams into memory, up to a limit.
public enum ByteReader {
  /// The contents of the file at `path`; a regular file over `limit` is refused before any reading.
  public static func readFile(atPath path: String, limit: Int) throws(InputError.Reason) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    if isRegular && info.st_size > limit { throw .tooLarge(limit: limit) }
    // Reading a directory fails with EISDIR, which names the problem well enough.
    return try readAll(descriptor: descriptor, limit: limit, sizeHint: isRegular ? Int(info.st_size) : 0)
  }

  /// Everything left to read from `descriptor`, refusing more than `limit` bytes.
  public static func readAll(
    descriptor: Int32, limit: Int, sizeHint: Int = 0
  ) throws(InputError.Reason) -> [UInt8] {
    let bytes: [UInt8]?
    do throws(Errno) {
      bytes = try Syscall.readAll(from: descriptor, limit: limit, sizeHint: sizeHint)
    } catch {
      throw .system(error.code)
    }
    guard let bytes else { throw .tooLarge(limit: limit) }
    return bytes
  }
}
