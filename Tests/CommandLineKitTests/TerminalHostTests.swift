import InkdokuCore
import Testing

@testable import CommandLineKit

/// The program the game's terminal runs inside, told from the environment it starts in.
@Suite struct TerminalHostTests {
  @Test func theEnvironmentNamesTheHost() {
    #expect(
      TerminalHost(environment: ["JUPYTER_SERVER_ROOT": "/home/a", "TERM": "xterm-256color"]) == .jupyterLab)
    #expect(TerminalHost(environment: ["TERM_PROGRAM": "vscode"]) == .vsCode)
    // A JupyterLab started from VS Code's terminal passes TERM_PROGRAM on: JupyterLab's terminal it is.
    #expect(TerminalHost(environment: ["TERM_PROGRAM": "vscode", "JUPYTER_SERVER_ROOT": "/"]) == .jupyterLab)
  }

  @Test func otherTerminalsHaveNoHost() {
    #expect(TerminalHost(environment: [:]) == nil)
    #expect(TerminalHost(environment: ["TERM_PROGRAM": "tmux", "TERM": "xterm"]) == nil)
    #expect(TerminalHost(environment: ["TERM_PROGRAM": "iTerm.app"]) == nil)
  }
}
