#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Deletes the file at `path`; a file that is already gone is not an error.
  public static func remove(_ path: String) throws(FileError) {
    if unlink(path) != 0 && errno != ENOENT { throw Errno(code: errno).fileError("remove", path) }
  }
}
