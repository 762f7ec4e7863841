import Glibc

/// Wording for `errno` values.
public enum SystemError {
  /// The C library's message, such as `No such file or directory`.
  public static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
