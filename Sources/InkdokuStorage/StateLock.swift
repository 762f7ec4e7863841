import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one-writer lock on the state folder: a game holds it from before it reads the save until the
/// process ends, so a second copy cannot resume the same game and overwrite its moves.
///
/// It is an advisory `flock` on the folder itself: nothing is written to take it, and the kernel drops
/// it when the holder ends in any way (`kill -9`, a crash), so a stale lock cannot exist. The process
/// that holds it may take it again (a command that starts more than once in one run, the tests).
public enum StateLock {
  /// The folders this process has locked, by device and inode.
  private static let held = Mutex<Set<[UInt64]>>([])

  /// Why the lock was not taken.
  public enum Failure: Error, Equatable {
    /// Another process holds it; its PID when the kernel's lock table names it.
    case held(byProcess: Int32?)
    /// The folder could not be made or opened.
    case unusable(FileError)
  }

  /// Locks `directory` when it exists and returns true; returns false when there is no such folder yet
  /// (a first game: `lock(creating:)` makes and locks it once the other files have been read).
  public static func lockIfPresent(_ directory: String) throws(Failure) -> Bool {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return false }
      throw .unusable(Errno(code: errno).fileError("open", directory))
    }
    try hold(fd, directory)
    return true
  }

  /// Makes `directory` (mode 0700, as XDG asks) when missing, then locks it.
  public static func lock(creating directory: String) throws(Failure) {
    do {
      try Syscall.makeDirectory(directory)
    } catch {
      throw .unusable(error.fileError("create", directory))
    }
    guard try lockIfPresent(directory) else {
      throw .unusable(Errno(code: ENOENT).fileError("open", directory))
    }
  }

  /// Takes the lock on the open folder `fd`. The descriptor is never closed: closing it would drop the
  /// lock, which must last as long as the process.
  private static func hold(_ fd: Int32, _ directory: String) throws(Failure) {
    var info = stat()
    let key = fstat(fd, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil
    if let key, held.withLock({ $0.contains(key) }) {
      close(fd)
      return
    }
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      let holder = code == EWOULDBLOCK ? holder(of: fd) : nil
      close(fd)
      if code == EWOULDBLOCK { throw .held(byProcess: holder) }
      throw .unusable(Errno(code: code).fileError("lock", directory))
    }
    if let key { held.withLock { _ = $0.insert(key) } }
  }

  /// The process holding a `flock` on the same inode as `fd`, from `/proc/locks` (Linux); nil elsewhere
  /// or when the table does not say.
  private static func holder(of fd: Int32) -> Int32? {
    var info = stat()
    guard fstat(fd, &info) == 0,
      let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    else { return nil }
    return holder(inTable: table, inode: UInt64(info.st_ino))
  }

  /// The PID of the `FLOCK` entry on `inode` in a `/proc/locks` text: lines such as
  /// `3: FLOCK  ADVISORY  WRITE 4242 08:01:131090 0 EOF` (the device is major:minor:inode).
  static func holder(inTable table: String, inode: UInt64) -> Int32? {
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE",
        let pid = Int32(fields[4]), fields[5].split(separator: ":").last.flatMap({ UInt64($0) }) == inode
      else { continue }
      return pid
    }
    return nil
  }
}
