import InkdokuCore

/// Whether the game may draw Unicode box-drawing characters or must stay within ASCII.
public enum GlyphMode: Hashable, Sendable, CaseIterable {
  case unicode
  case ascii

  /// ASCII when asked for (`--ascii`) or when the locale's character set is not UTF-8.
  ///
  /// The locale is the first non-empty of `LC_ALL`, `LC_CTYPE` and `LANG`, as setlocale(3) reads them;
  /// none at all is the POSIX locale, which is ASCII.
  public static func detect(asciiRequested: Bool, environment: [String: String]) -> GlyphMode {
    if asciiRequested { return .ascii }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    let charset = locale?.lowercased() ?? ""
    return charset.contains("utf-8") || charset.contains("utf8") ? .unicode : .ascii
  }
}
