import InkdokuCore

extension TerminalHost {
  /// The host the environment names, or nil for a terminal of its own. JupyterLab's terminals have
  /// `JUPYTER_SERVER_ROOT` (jupyter_server_terminals sets it); VS Code's integrated terminal sets
  /// `TERM_PROGRAM=vscode`. JupyterLab goes first: a server started from VS Code's terminal passes its
  /// `TERM_PROGRAM` on to the terminals it opens.
  init?(environment: [String: String]) {
    if environment["JUPYTER_SERVER_ROOT"] != nil {
      self = .jupyterLab
    } else if environment["TERM_PROGRAM"] == "vscode" {
      self = .vsCode
    } else {
      return nil
    }
  }
}
