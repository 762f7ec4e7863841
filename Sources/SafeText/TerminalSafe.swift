/// Makes untrusted text (puzzle comments, file names) inert on a terminal by spelling out control
/// characters as `\u{1B}`-style escapes.
public enum TerminalSafe {
  /// `s` with every control character replaced by its `\u{…}` spelling; other text is kept as is.
  public static func escape(_ s: String) -> String {
    replacing(s) { "\\u{\(hex($0, digits: 2, uppercase: true))}" }
  }

  /// `escape` line by line: the line breaks of a multi-line text (a report, an overlay) stay breaks.
  public static func escapeLines(_ s: String) -> String {
    s.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(
      separator: "\n")
  }

  /// Encoded JSON made safe to print: JSON encoders escape only C0, and leave C1 (U+009B is a CSI),
  /// DEL and the bidirectional overrides raw. These can only stand inside strings, where the `\uXXXX`
  /// written instead means the same character, so the JSON decodes to the same value.
  public static func json(_ utf8: some Collection<UInt8>) -> String {
    replacing(String(decoding: utf8, as: UTF8.self)) { "\\u\(hex($0, digits: 4, uppercase: false))" }
  }

  /// C0, DEL and C1 can move the cursor or start an escape sequence (ESC, CSI); the bidirectional
  /// overrides and line separators can make a message display as something other than what it says.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: return false
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return scalar.properties.generalCategory == .control
    }
  }

  private static func replacing(_ s: String, with spelling: (Unicode.Scalar) -> String) -> String {
    guard s.unicodeScalars.contains(where: needsEscape) else { return s }
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      if needsEscape(scalar) {
        out.append(contentsOf: spelling(scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  private static func hex(_ scalar: Unicode.Scalar, digits: Int, uppercase: Bool) -> String {
    let text = String(scalar.value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
