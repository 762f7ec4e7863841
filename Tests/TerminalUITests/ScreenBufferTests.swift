import Testing

@testable import TerminalUI

@Suite struct ScreenBufferTests {
  private let red = Style(foreground: .red, attributes: .bold)

  @Test func startsBlankWithNoCursor() {
    let buffer = ScreenBuffer(width: 4, height: 2)
    #expect(buffer.text(row: 0) == "    ")
    #expect(buffer[3, 1] == ScreenBuffer.Cell(text: " "))
    #expect(buffer.cursor == nil)
    #expect(ScreenBuffer(width: -3, height: -1).bounds.isEmpty)
  }

  @Test func putWritesStyledTextAndReturnsTheNextColumn() {
    var buffer = ScreenBuffer(width: 8, height: 2)
    #expect(buffer.put("abc", x: 2, y: 1, style: red) == 5)
    #expect(buffer.text(row: 1) == "  abc   ")
    #expect(buffer[2, 1] == ScreenBuffer.Cell(text: "a", style: red))
    #expect(buffer[5, 1].style == .plain)
  }

  @Test func putClipsAtEveryEdgeWithoutTrapping() {
    var buffer = ScreenBuffer(width: 5, height: 2)
    buffer.put("abcdefgh", x: -2, y: 0)
    buffer.put("xyz", x: 3, y: 1)
    #expect(buffer.text(row: 0) == "cdefg")
    #expect(buffer.text(row: 1) == "   xy")
    let before = buffer
    buffer.put("no", x: 0, y: -1)
    buffer.put("no", x: 0, y: 2)
    buffer.put("no", x: 5, y: 0)
    buffer.put("no", x: Int.min / 2, y: Int.max)
    #expect(buffer == before)
    var empty = ScreenBuffer(width: 0, height: 0)
    empty.put("x", x: 0, y: 0)
    empty.fill(ScreenRect(x: -1, y: -1, width: 5, height: 5), with: "#")
    #expect(empty.text(row: 0).isEmpty)
  }

  @Test func wideCharactersTakeTwoColumns() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    #expect(buffer.put("数独!", x: 0, y: 0, style: red) == 5)
    #expect(buffer[0, 0].text == "数")
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[1, 0].style == red)
    #expect(buffer[2, 0].text == "独")
    #expect(buffer[4, 0].text == "!")
    #expect(buffer.text(row: 0) == "数独! ")
  }

  @Test func aWideCharacterCutByAnEdgeBecomesASpace() {
    var buffer = ScreenBuffer(width: 3, height: 1)
    buffer.put("a数", x: 1, y: 0)
    #expect(buffer.text(row: 0) == " a ")
    buffer.put("数b", x: -1, y: 0)
    #expect(buffer.text(row: 0) == " b ")
    #expect(!buffer[0, 0].isContinuation)
  }

  @Test func overwritingHalfOfAWideCharacterClearsTheOtherHalf() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.put("数数", x: 0, y: 0)
    buffer.put("a", x: 1, y: 0)
    #expect(buffer.text(row: 0) == " a数")
    buffer.put("b", x: 2, y: 0)
    #expect(buffer.text(row: 0) == " ab ")
    buffer.put("数", x: 1, y: 0)
    #expect(buffer.text(row: 0) == " 数 ")
    #expect((0..<4).map { buffer[$0, 0].isContinuation } == [false, false, true, false])
  }

  @Test func combiningMarksStayWithTheirBaseAndControlsAreSkipped() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    #expect(buffer.put("e\u{301}\n\tx", x: 0, y: 0) == 2)
    #expect(buffer[0, 0].text == "e\u{301}")
    #expect(buffer[1, 0].text == "x")
  }

  @Test func fillCoversTheClippedRectangle() {
    var buffer = ScreenBuffer(width: 5, height: 3)
    buffer.fill(ScreenRect(x: 3, y: 1, width: 10, height: 10), with: "#", style: red)
    #expect((0..<3).map { buffer.text(row: $0) } == ["     ", "   ##", "   ##"])
    #expect(buffer[4, 2].style == red)
    buffer.fill(ScreenRect(x: 0, y: 0, width: 3, height: 1), with: "数")
    #expect(buffer.text(row: 0) == "数   ")
  }

  @Test func diffWithoutAPreviousFrameCoversEveryRow() {
    var buffer = ScreenBuffer(width: 3, height: 2)
    buffer.put("ab", x: 0, y: 1)
    let runs = buffer.diff(from: nil)
    #expect(runs.map(\.y) == [0, 1])
    #expect(runs.allSatisfy { $0.x == 0 && $0.cells.count == 3 })
    #expect(buffer.diff(from: ScreenBuffer(width: 2, height: 2)).count == 2)
  }

  @Test func diffYieldsOnlyTheChangedRuns() {
    let before = ScreenBuffer(width: 10, height: 3)
    var after = before
    #expect(after.diff(from: before).isEmpty)
    after.put("xy", x: 2, y: 1)
    after.put("z", x: 7, y: 1, style: red)
    after.put("w", x: 0, y: 2)
    let runs = after.diff(from: before)
    #expect(runs.map { [$0.x, $0.y, $0.cells.count] } == [[2, 1, 2], [7, 1, 1], [0, 2, 1]])
    #expect(runs[1].cells == [ScreenBuffer.Cell(text: "z", style: red)])
  }

  @Test func diffNeverSplitsAWideCharacter() {
    var before = ScreenBuffer(width: 6, height: 1)
    before.put("数", x: 2, y: 0)
    var after = before
    after.put("数", x: 2, y: 0, style: red)
    #expect(after.diff(from: before).map { [$0.x, $0.cells.count] } == [[2, 2]])
    var replaced = before
    replaced.put("独", x: 2, y: 0)
    #expect(replaced.diff(from: before).map { [$0.x, $0.cells.count] } == [[2, 2]])
    var narrowed = before
    narrowed.put("ab", x: 2, y: 0)
    #expect(narrowed.diff(from: before).map { [$0.x, $0.cells.count] } == [[2, 2]])
  }

  @Test func theCursorIsPartOfTheFrame() {
    var buffer = ScreenBuffer(width: 4, height: 4)
    let plain = buffer
    buffer.cursor = ScreenPoint(x: 1, y: 2)
    #expect(buffer.cursor == ScreenPoint(x: 1, y: 2))
    #expect(buffer != plain)
  }
}

@Suite struct TextWidthTests {
  @Test func widthsMatchWhatATerminalDraws() {
    let cases: [(Character, Int)] = [
      ("a", 1), ("7", 1), ("─", 1), ("┃", 1), ("✓", 1), ("•", 1), ("é", 1), ("数", 2), ("한", 2),
      ("Ａ", 2), ("😀", 2), ("✔\u{FE0F}", 2), ("\u{301}", 0), ("\n", 0), ("\u{1B}", 0), ("\u{200B}", 0),
    ]
    for (character, width) in cases {
      #expect(TextWidth.of(character) == width, "\(character.unicodeScalars.map(\.value))")
    }
    #expect(TextWidth.of("数独 9") == 6)
  }
}
