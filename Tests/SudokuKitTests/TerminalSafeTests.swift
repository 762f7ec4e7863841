import Testing

@testable import SudokuKit

@Suite struct TerminalSafeTests {
  @Test func plainTextIsKept() {
    #expect(TerminalSafe.escape("puzzles/hard #3 — Ünïcode ok.txt") == "puzzles/hard #3 — Ünïcode ok.txt")
    #expect(TerminalSafe.escape("") == "")
  }

  @Test func escapeSequencesAreSpelledOut() {
    #expect(TerminalSafe.escape("\u{1B}[2Jboom") == "\\u{1B}[2Jboom")
    #expect(TerminalSafe.escape("\u{1B}]0;title\u{07}") == "\\u{1B}]0;title\\u{07}")
    #expect(TerminalSafe.escape("a\u{9B}31mb") == "a\\u{9B}31mb")
  }

  @Test func everyControlCharacterIsEscaped() {
    #expect(
      TerminalSafe.escape("\0\t\n\r\u{7F}\u{80}\u{9F}") == "\\u{00}\\u{09}\\u{0A}\\u{0D}\\u{7F}\\u{80}\\u{9F}"
    )
  }

  @Test func bidirectionalOverridesAreEscaped() {
    #expect(TerminalSafe.escape("abc\u{202E}fed") == "abc\\u{202E}fed")
    #expect(TerminalSafe.escape("x\u{2066}y\u{2069}") == "x\\u{2066}y\\u{2069}")
  }
}
