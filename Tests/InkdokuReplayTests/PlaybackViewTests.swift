import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

@Suite struct PlaybackViewTests {
  private func rendered(rows: Int, message: String?) -> [String] {
    var state = AppFixture.state(columns: 100, rows: 32)
    state.ui.message = message.map { StatusMessage(text: $0, isError: false, until: 10) }
    let screen = PlaybackView.render(
      state, AppFixture.look, status: "Replay  playing 1x", columns: 100, rows: rows)
    return (0..<rows).map { screen.text(row: $0) }
  }

  /// At the recorded size the bar covers the recorded message line, so it carries the message itself.
  @Test func aCoveredMessageMovesOntoTheBar() {
    let lines = rendered(rows: 32, message: "cannot save game to save.json: File too large")
    #expect(
      lines[31].hasPrefix("Replay  playing 1x  ·  cannot save game to save.json: File too large  ·  space"))
    #expect(!lines[30].contains("File too large"))
  }

  @Test func aTallerTerminalShowsTheMessageLineAndABarWithoutIt() {
    let lines = rendered(rows: 33, message: "cannot save game to save.json: File too large")
    #expect(lines[31].hasPrefix("cannot save game to save.json: File too large"))
    #expect(lines[32].hasPrefix("Replay  playing 1x  ·  space pause · +/- speed · . step · q quit"))
    #expect(rendered(rows: 32, message: nil)[31].hasPrefix("Replay  playing 1x  ·  space pause"))
  }
}
