import Testing

@testable import TerminalUI

@Suite struct TerminalQuirksTests {
  @Test func xtermAndMostTerminalsHaveNone() {
    for term in ["xterm-256color", "rxvt-unicode-256color", "tmux-256color", "linux", ""] {
      #expect(TerminalQuirks(environment: ["TERM": term]) == TerminalQuirks())
    }
    #expect(TerminalQuirks().pixelOrigin == 1)
    #expect(!TerminalQuirks().clearsOnExit)
  }

  @Test func kittyCountsPixelsFromZero() {
    #expect(TerminalQuirks(environment: ["TERM": "xterm-kitty"]).pixelOrigin == 0)
    #expect(TerminalQuirks(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).pixelOrigin == 0)
    #expect(TerminalQuirks(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": ""]).pixelOrigin == 1)
  }

  @Test func gnuScreenIsClearedOnExitButTmuxIsNot() {
    #expect(TerminalQuirks(environment: ["TERM": "screen"]).clearsOnExit)
    #expect(TerminalQuirks(environment: ["TERM": "screen.xterm-256color"]).clearsOnExit)
    #expect(TerminalQuirks(environment: ["TERM": "xterm-256color", "STY": "123.pts-0.host"]).clearsOnExit)
    // tmux answers to TERM=screen in older set-ups, and has an alternate screen of its own.
    #expect(
      !TerminalQuirks(environment: ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        .clearsOnExit)
  }
}
