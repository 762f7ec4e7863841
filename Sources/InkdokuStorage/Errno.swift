#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call's `errno`, caught before anything else can overwrite it.
public struct Errno: Error {
  public var code: Int32

  /// Throws the current `errno` when a system call returned -1.
  @discardableResult
  static func check<T: BinaryInteger>(_ result: T) throws(Errno) -> T {
    guard result >= 0 else { throw Errno(code: errno) }
    return result
  }

  public func fileError(_ action: String, _ path: String) -> FileError {
    FileError(action: action, path: path, reason: .system(code))
  }
}
