/// What particular terminals do differently from xterm, as far as the game has to know: decided once,
/// from the environment, when the game takes the terminal over.
public struct TerminalQuirks: Hashable, Sendable {
  /// The number the terminal gives the first pixel in SGR-Pixels (1016) reports.
  public var pixelOrigin: Int
  /// Whether the game must clear the screen before it gives the terminal back: GNU screen ignores the
  /// alternate screen unless its user switched `altscreen` on, so the board would stay under the prompt.
  public var clearsOnExit: Bool

  public init(pixelOrigin: Int = 1, clearsOnExit: Bool = false) {
    self.pixelOrigin = pixelOrigin
    self.clearsOnExit = clearsOnExit
  }

  /// kitty by its TERM or its window variable (ssh forwards TERM only); GNU screen by the session name it
  /// gives its windows, or by its TERM outside tmux (which also answers to `screen`, and does have an
  /// alternate screen).
  public init(environment: [String: String]) {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    let term = environment["TERM"] ?? ""
    self.init(
      pixelOrigin: term == "xterm-kitty" || isSet("KITTY_WINDOW_ID") ? 0 : 1,
      clearsOnExit: isSet("STY") || (term.hasPrefix("screen") && !isSet("TMUX")))
  }
}
