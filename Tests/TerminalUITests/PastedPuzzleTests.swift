import Testing

@testable import TerminalUI

/// A paste is never typed; the one thing read from it is a puzzle, when it holds exactly 81 cells
/// and nothing but spaces, line breaks and grid lines between them.
extension InputDecoderTests {
  @Suite struct PastedPuzzles {
    static let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

    private func pasted(_ content: String) -> InputEvent? {
      var decoder = InputDecoder()
      let events = decoder.feed("\u{1B}[200~" + content + "\u{1B}[201~", now: 1)
      return events.count == 1 ? events[0] : nil
    }

    @Test func aLineOf81CellsIsAPuzzle() {
      let zeros = Self.line.replacing(".", with: "0")
      #expect(pasted(Self.line) == .paste(bytes: 81, puzzle: Self.line))
      #expect(pasted(zeros + "\n") == .paste(bytes: 82, puzzle: Self.line))
    }

    @Test func aGridWithLinesBetweenItsCellsIsAPuzzle() {
      let rows = stride(from: 0, to: 81, by: 9).map { start in
        let row = Array(Self.line.dropFirst(start).prefix(9)).map(String.init)
        return [row[0..<3], row[3..<6], row[6..<9]].map { $0.joined(separator: " ") }.joined(separator: " | ")
      }
      let rule = "------+-------+------"
      let grid = [rows[0..<3], [rule], rows[3..<6], [rule], rows[6..<9]].flatMap { $0 }.joined(
        separator: "\r\n")
      guard case .paste(_, let puzzle) = pasted(grid) else {
        Issue.record("no paste event")
        return
      }
      #expect(puzzle == Self.line)
    }

    @Test(arguments: [
      String(line.dropLast()), line + "1", "puzzle: " + line, line.replacing("5", with: "x"),
      line + "\u{1B}", "\u{1B}[20" + line,
    ])
    func anythingElseIsOnlyCounted(_ content: String) {
      guard case .paste(let bytes, let puzzle) = pasted(content) else {
        Issue.record("no paste event")
        return
      }
      #expect(puzzle == nil && bytes == content.utf8.count)
    }

    @Test func aKeyNcursesDecodedInsideThePasteMeansItIsNoPuzzle() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[200~" + Self.line.dropLast(), now: 1).isEmpty)
      #expect(decoder.feed(.key(.character("9")), now: 1).isEmpty)
      #expect(decoder.feed("\u{1B}[201~", now: 1) == [.paste(bytes: 81)])
    }

    @Test func aPuzzleWhosePasteTimedOutIsStillAPuzzle() {
      var decoder = InputDecoder()
      #expect(decoder.feed("\u{1B}[200~" + Self.line, now: 1).isEmpty)
      let deadline = 1 + decoder.pasteTimeout
      #expect(decoder.flush(now: deadline) == [.paste(bytes: 81, puzzle: Self.line)])
    }
  }
}
