import Testing

@testable import TerminalUI

/// A pencil-mark grid pasted (the form `inkdoku share` writes) is kept as its 9 rows, one blank between
/// cells, for the game to read; anything that is not one grid is only counted.
extension InputDecoderTests {
  @Suite struct PastedMarks {
    static let rows = [
      "5 3 .4 +6 7 18 123456789 123456789 123456789",
      "6 27 27 1 9 5 34 34 78",
      "12 9 8 23 34 24 15 6 27",
      "8 15 15 79 6 14 45 24 3",
      "4 25 26 8 5 3 79 29 1",
      "7 15 39 59 2 14 48 45 6",
      "39 6 17 35 35 7 2 8 47",
      "28 78 27 4 1 9 36 3 5",
      "13 14 45 26 8 26 1 7 9",
    ]

    /// `rows` as `share` prints them: framed, boxes apart by `|`, columns padded.
    static var framed: String {
      let rule = "+-----------+-----------+-----------+"
      let lines = rows.map { row in
        let cells = row.split(separator: " ").map { $0.padding(toLength: 9, withPad: " ", startingAt: 0) }
        return "| "
          + [cells[0..<3], cells[3..<6], cells[6..<9]].map { $0.joined(separator: " ") }.joined(
            separator: " | ") + " |"
      }
      return ([rule] + lines[0..<3] + [rule] + lines[3..<6] + [rule] + lines[6..<9] + [rule]).joined(
        separator: "\n") + "\n"
    }

    private func pasted(_ content: String) -> InputEvent? {
      var decoder = InputDecoder()
      let events = decoder.feed("\u{1B}[200~" + content + "\u{1B}[201~", now: 1)
      return events.count == 1 ? events[0] : nil
    }

    @Test func aFramedGridIsKeptAsItsRows() {
      let text = Self.framed
      #expect(pasted(text) == .paste(bytes: text.utf8.count, puzzle: Self.rows.joined(separator: "\n")))
      let hodoku = text.replacing("+-", with: ".-", maxReplacements: 1).replacing("\n", with: "\r\n")
      #expect(pasted(hodoku) == .paste(bytes: hodoku.utf8.count, puzzle: Self.rows.joined(separator: "\n")))
    }

    @Test func aBurstOfAGridIsKeptToo() {
      let keys = Self.framed.map { $0 == "\n" ? InputEvent.key(.enter) : .key(.character($0)) }
      let puzzle = Self.rows.joined(separator: "\n")
      #expect(BurstPaste.coalesce(keys) == [.paste(bytes: Self.framed.utf8.count, puzzle: puzzle)])
    }

    @Test(arguments: [
      rows.dropLast().joined(separator: "\n"), rows.joined(separator: "\n") + "\n1 2 3 4 5 6 7 8 9",
      rows.joined(separator: "\n").replacing("+6", with: "x6"), rows.joined(separator: "\n") + "\u{1B}",
      rows.joined(separator: "\n").replacing(" 18 ", with: " 18 2 "),
      String(repeating: rows.joined(separator: "\n") + "\n", count: 10),
    ])
    func anythingElseIsOnlyCounted(_ content: String) {
      guard case .paste(let bytes, let puzzle) = pasted(content) else {
        Issue.record("no paste event")
        return
      }
      #expect(puzzle == nil && bytes == content.utf8.count)
    }
  }
}
