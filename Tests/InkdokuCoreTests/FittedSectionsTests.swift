import ScreenLayout
import Testing

@testable import InkdokuCore

/// Sections fitted to a screen: sentences wrapped at words, tables cut by whole rows, the rest named.
@Suite struct FittedSectionsTests {
  static let text = "one two six ten\n\nT1\nT2\nT3\nT4\nT5\n\nlast words"

  @Test func everythingFitsAsItIs() {
    #expect(
      FittedSections.lines(Self.text, width: 8, height: 12, rest: "see more")
        == ["one two", "six ten", "", "T1", "T2", "T3", "T4", "T5", "", "last", "words"])
  }

  @Test func aTableLosesItsLastRowsAndTheRestIsNamed() {
    #expect(
      FittedSections.lines(Self.text, width: 8, height: 9, rest: "see more")
        == ["one two", "six ten", "", "T1", "T2", "T3", "T4", "", "see more"])
    // Too little room for a heading and a row: the table goes whole.
    #expect(
      FittedSections.lines(Self.text, width: 8, height: 6, rest: "see more")
        == ["one two", "six ten", "", "see more"])
  }

  @Test func aTableWiderThanTheScreenIsNeverCut() {
    #expect(
      FittedSections.lines("Level  Won\nEasy     3", width: 6, height: 10, rest: "more: stats")
        == ["more:", "stats"])
  }
}
