/// Makes untrusted text (puzzle comments, file names) inert on a terminal by spelling out control
/// characters as `\u{1B}`-style escapes.
public enum TerminalSafe {
  /// `s` with every control character replaced by its `\u{…}` spelling; other text is kept as is.
  public static func escape(_ s: String) -> String {
    guard s.unicodeScalars.contains(where: needsEscape) else { return s }
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
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
}
