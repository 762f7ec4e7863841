/// How much colour the game may use on this terminal.
public enum ColorMode: Hashable, Sendable, CaseIterable {
  /// No colour at all: roles are told apart by bold, dim, underline and reverse.
  case monochrome
  /// The eight ANSI colours and no bright ones (TERM=xterm, rxvt, screen; mlterm's default).
  case ansi8
  case ansi16
  case ansi256

  /// Picks the mode from the environment and the terminal's colour count (terminfo `colors`).
  ///
  /// A non-empty `NO_COLOR` always wins (https://no-color.org); fewer than 8 colours means none.
  public static func detect(environment: [String: String], terminalColors: Int) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    switch terminalColors {
    case ..<8: return .monochrome
    case ..<16: return .ansi8
    case ..<256: return .ansi16
    default: return .ansi256
    }
  }
}
