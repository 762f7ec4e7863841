#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Renames the file or directory at `path` to `target`, failing with EEXIST rather than replacing
  /// anything already at `target`.
  ///
  /// A plain rename would silently replace a file at `target`. So the name is first claimed with an
  /// exclusive create of the same kind (a rename may replace an empty directory with a directory and
  /// a file with a file), and only that placeholder, which is ours, gets replaced.
  public static func move(_ path: String, toUnused target: String) throws(FileError) {
    do throws(Errno) {
      let isDirectory = try Syscall.isDirectory(path)
      if isDirectory {
        try Errno.check(mkdir(target, 0o700))
      } else {
        close(try Errno.check(open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)))
      }
      if rename(path, target) != 0 {
        let failure = Errno(code: errno)
        _ = isDirectory ? rmdir(target) : unlink(target)
        throw failure
      }
    } catch {
      throw error.fileError("move", path)
    }
  }

  /// Deletes the file at `path`; a file that is already gone is not an error.
  public static func remove(_ path: String) throws(FileError) {
    if unlink(path) != 0 && errno != ENOENT { throw Errno(code: errno).fileError("remove", path) }
  }
}
