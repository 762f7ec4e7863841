import InkdokuReplay
import InkdokuTestSupport
import ScreenLayout
import Testing

@testable import InkdokuCore
@testable import SudokuKit
@testable import TerminalUI

/// Colour marks from the keyboard and the number pad: `c` steps the selected cell's colour, `m` then a
/// digit that note's, `C` clears them all; each is saved, and a session recorded before them replays
/// with the keys doing nothing. In the fixture r1c3 (cell 2) is empty and r1c1 a given 5.
@Suite struct AppColourTests {
  private func driver() -> AppDriver {
    var d = AppDriver()
    d.state.game.selection = 2
    d.type("n46n")
    return d
  }

  @Test func cStepsTheCellThroughTheColoursAndBackToNone() {
    var d = driver()
    var seen: [Int] = []
    for _ in 0..<5 {
      #expect(d.type("c").first == .save)
      seen.append(d.state.game.colours[2].cell)
    }
    #expect(seen == [1, 2, 3, 4, 0])
  }

  @Test func mThenADigitColoursThatNote() {
    var d = driver()
    let revision = d.state.game.revision
    d.type("m4m4m6")
    #expect(d.state.game.colours[2].words() == ["4b", "6a"])
    #expect(d.state.game.revision == revision)
    #expect(d.state.game.notes[2] == DigitSet([4, 6]), "the digits coloured the notes, not toggled them")
    d.type("m5")
    #expect(d.state.ui.message?.text == App.rejectionText(.noSuchNote))
    d.type("m")
    d.key(.escape)
    d.type("4")
    #expect(d.state.game.digit(at: 2) == 4, "after Esc the 4 is placed again")
  }

  @Test func capitalCClearsEveryColourAndUndoBringsThemBack() {
    var d = driver()
    d.type("cm6")
    d.state.game.selection = 40
    d.type("cc")
    let coloured = d.state.game.colours
    #expect(d.type("C").first == .save)
    #expect(d.state.game.colours.allSatisfy { $0.isEmpty })
    d.type("u")
    #expect(d.state.game.colours == coloured)
  }

  @Test func afterMTheNumberPadColoursTheNote() throws {
    var d = driver()
    d.type("m")
    let area = try #require(d.state.layout.placement?.numberPad)
    let rect = try #require(NumberPad(in: area)?.items.first { $0.item == .digit(6) }?.rect)
    d.mouse(.left, .press, column: rect.x, row: rect.y)
    d.mouse(.left, .release, column: rect.x, row: rect.y)
    #expect(d.state.game.colours[2].words() == ["6a"])
    #expect(d.state.play.digitAwaited != .noteColour && d.state.play.chosenDigit == nil)
  }

  /// Colours change nothing a recognition depends on: a digit written before them is still placed.
  @Test func colouringWhileADigitIsReadKeepsTheReading() throws {
    var d = AppDriver()
    let request = try #require(AppRecognitionTests.write(&d, over: 2))  // r1c3 is 4
    d.type("ccCu")
    #expect(d.state.game.colours[d.state.game.selection].cell == 2)
    let effects = d.send(.recognized(AppRecognitionTests.candidate(4, id: request.id)))
    #expect(effects == [.save, .countInk(.board, refused: nil)])
    #expect(d.state.game.digit(at: 2) == 4)
  }

  @Test func aSessionFromBeforeColoursReplaysWithTheKeysDoingNothing() {
    var d = driver()
    d.behaviour = .closingResumes
    d.type("cm4C")
    #expect(d.state.game.colours.allSatisfy { $0.isEmpty })
    #expect(d.state.game.digit(at: 2) == 4, "the 4 after m was placed, as it was then")
  }
}
