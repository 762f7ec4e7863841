import Testing

@testable import CommandLineParsing

@Suite struct HelpFormatterTests {
  @Test func tableAlignsAndWraps() {
    let long = String(repeating: "word ", count: 30)
    let rows = HelpFormatter.table([
      ("a", "first"), ("bbb", long), (String(repeating: "t", count: 30), "last"),
    ])
    #expect(rows[0] == "  a    first")
    #expect(rows[1].hasPrefix("  bbb  word word"))
    #expect(rows[2].hasPrefix("       word"))
    #expect(rows.contains(String(repeating: "t", count: 30).padded))
    #expect(rows.last == "       last")
  }

  @Test func wrapKeepsBlankParagraphsAndLongWords() {
    #expect(HelpFormatter.wrap("", firstPrefix: "", restPrefix: "") == [""])
    #expect(HelpFormatter.wrap("", firstPrefix: "  term  ", restPrefix: "") == ["  term"])
    let word = String(repeating: "x", count: 100)
    #expect(
      HelpFormatter.wrap("a \(word) b", firstPrefix: "", restPrefix: "  ") == ["a", "  \(word)", "  b"])
  }
}

extension String {
  fileprivate var padded: String { "  " + self }
}
