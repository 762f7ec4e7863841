/// A program the terminal runs inside that takes some keys or buttons for itself before the game sees
/// them; the help says what to use instead.
public enum TerminalHost: Equatable, Sendable {
  /// JupyterLab's terminal: its context menu takes the right button, and a second Esc within 350 ms
  /// leaves the terminal (the keys after it are lost).
  case jupyterLab
  /// VS Code's integrated terminal: the right button is its own (a menu, or a copy and paste).
  case vsCode

  /// The help's line on it: what the host takes and what to do. No action needs either, so it is only
  /// how to keep the host from taking over.
  public var advice: String {
    switch self {
    case .jupyterLab:
      return "In JupyterLab: press Esc once (a second Esc within a third of a second leaves the terminal); "
        + "the right button opens JupyterLab's menu: play with the left."
    case .vsCode:
      return
        "In VS Code: the right button is VS Code's own (its menu, or copy and paste): play with the left."
    }
  }
}
