import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay
@testable import TerminalUI

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

  /// At 80×24 the bar keeps the whole status and the playback keys; a covered message takes what is
  /// left, cut short with an ellipsis, and when it is gone the keys have their names again.
  @Test func atEightyColumnsTheStatusAndTheKeysAlwaysShow() {
    var state = AppFixture.state(columns: 80, rows: 24)
    state.ui.message = StatusMessage(
      text: "Read 7, but box 1 already has a 7 (r1c2): not placed", isError: false, until: 10)
    let status = PlaybackView.status(clock: PlaybackClock(speed: 1, at: 0), duration: 3725, ended: false)
    let bar = PlaybackView.render(state, AppFixture.look, status: status, columns: 80, rows: 24).text(row: 23)
    #expect(bar.hasPrefix(status))
    #expect(
      bar.trimmingCharacters(in: .whitespaces).hasSuffix(PlaybackView.shortKeys), "short beside a message")
    #expect(bar.contains("Read 7, but") && bar.contains("…"))
    #expect(TextWidth.of(bar.trimmingCharacters(in: .whitespaces)) <= 80)
    state.ui.message = nil
    let plain = PlaybackView.render(state, AppFixture.look, status: status, columns: 80, rows: 24).text(
      row: 23)
    #expect(plain.trimmingCharacters(in: .whitespaces) == status + "  ·  " + PlaybackView.keys)
  }

  /// Narrower than the status and the keys together, the keys shorten before anything is cut.
  @Test func aNarrowTerminalKeepsTheKeysShort() {
    let state = AppFixture.state(columns: 80, rows: 24)
    let status = PlaybackView.status(clock: PlaybackClock(speed: 1, at: 0), duration: 3725, ended: false)
    let bar = PlaybackView.render(state, AppFixture.look, status: status, columns: 60, rows: 24).text(row: 23)
    #expect(bar.hasPrefix(status))
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix(PlaybackView.shortKeys))
  }
}
