import Testing

@testable import TerminalUI

/// A paste without bracketed paste comes as a burst of characters in one read: it is never typed.
@Suite struct BurstPasteTests {
  static let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

  static func keys(_ text: String) -> [InputEvent] {
    text.map { $0 == "\n" ? InputEvent.key(.enter) : .key(.character($0)) }
  }

  @Test func aBurstHoldingAPuzzleIsItsPaste() {
    #expect(BurstPaste.coalesce(Self.keys(Self.puzzle)) == [.paste(bytes: 81, puzzle: Self.puzzle)])
    let rows = stride(from: 0, to: 81, by: 9).map { start in
      Self.puzzle.dropFirst(start).prefix(9).map(String.init).joined(separator: " ")
    }
    let grid = rows.joined(separator: "\n") + "\n"
    #expect(BurstPaste.coalesce(Self.keys(grid)) == [.paste(bytes: grid.utf8.count, puzzle: Self.puzzle)])
  }

  @Test func anyOtherBurstIsAPasteWithNothingInIt() {
    let text = "hello, this is not a puzzle"
    #expect(BurstPaste.coalesce(Self.keys(text)) == [.paste(bytes: text.utf8.count)])
  }

  @Test func keysAsTypedStayKeys() {
    let typed = Self.keys("1234567890123456")  // one short of a burst
    #expect(BurstPaste.coalesce(typed) == typed)
    let mixed =
      Self.keys("12") + [.key(.up)] + Self.keys(String(Self.puzzle.prefix(20))) + [
        .terminal(.size(columns: 80, rows: 24))
      ]
    #expect(
      BurstPaste.coalesce(mixed)
        == Self.keys("12") + [.key(.up), .paste(bytes: 20), .terminal(.size(columns: 80, rows: 24))])
  }
}
