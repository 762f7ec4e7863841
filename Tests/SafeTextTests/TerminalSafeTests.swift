import Foundation
import Testing

@testable import SafeText

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

  @Test func multiLineTextKeepsItsLineBreaksOnly() {
    #expect(
      TerminalSafe.escapeLines("Easy\u{1B}[2J\n\nrejects\r\u{9B}")
        == "Easy\\u{1B}[2J\n\nrejects\\u{0D}\\u{9B}")
  }

  @Test func jsonCarriesC1AndOverridesAsJSONEscapes() throws {
    let original = ["id": "\u{1B}]0;x\u{07}\u{9B}31m\u{7F}\u{202E}é"]
    let safe = TerminalSafe.json(try JSONEncoder().encode(original))
    #expect(safe == #"{"id":"\u001b]0;x\u0007\u009b31m\u007f\u202eé"}"#)
    #expect(try JSONDecoder().decode([String: String].self, from: Data(safe.utf8)) == original)
    #expect(TerminalSafe.json(Array(#"{"a":1}"#.utf8)) == #"{"a":1}"#)
  }
}
