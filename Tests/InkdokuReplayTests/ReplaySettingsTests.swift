import Foundation
import InkdokuTestSupport
import Preferences
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay

/// Settings changed on the settings screen during a recorded session replay exactly: the header holds
/// where they started and the recorded keys and clicks change them again.
@Suite struct ReplaySettingsTests {
  /// A 7 read at 85 %: placed at the default threshold (80 %), refused at 90 %.
  @Sendable static func unsureSeven(_ request: RecognitionRequest) -> Reading {
    AcceptPolicy.decide(.success(Prediction(label: 7, confidence: 0.85)), for: request)
  }

  @Test func aThresholdAndThePadChangedMidGameVerify() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    let session = try RecordedSession(path: path, state: AppFixture.state(), recognizer: Self.unsureSeven)
    await session.send("kkkhhh")  // r2c2, whose digit is 7
    await session.send("O")
    await session.send("jjj")  // the written digit's threshold
    await session.send("ll")  // 80 → 90 %
    await session.send("kl")  // the pad: off → auto (shown at 100×32 with cell reports)
    await session.send("O")
    await session.draw(Pencil.diagonal(over: 10, session.state))
    await session.wait(0.6)
    try session.finish()
    #expect(session.state.settings.pencil.acceptThresholdNormal == 0.9)
    #expect(session.state.game.digit(at: 10) == 0, "refused at 90 %")

    let player = try Replays.play(path)
    #expect(player.state.settings.pencil.acceptThresholdNormal == 0.9)
    #expect(player.state.settings.pad == session.state.settings.pad)
    #expect(player.state.game == session.state.game)
    let verifier = try await Replays.verify(path, with: Self.unsureSeven)
    #expect(verifier.differences.isEmpty)
  }

  @Test func theHeaderKeepsTheColoursAndTheTimer() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("s.jsonl")
    var state = AppFixture.state()
    state.settings.display = DisplaySettings(colours: .monochrome, showTimer: false)
    let session = try RecordedSession(path: path, state: state)
    try session.finish()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#""display":{"colours":"monochrome","showTimer":false}"#))
    let player = try Replays.play(path)
    #expect(player.state.settings.display == state.settings.display && player.header.behaviour == .current)
  }

  @Test func aRecordingFromBeforeTheSettingsScreenReplaysWithOIgnored() throws {
    let display = #""display":{"colours":"auto","showTimer":true},"#
    #expect(ReplayText.header.contains(display))
    // A version 1 header of then: the flags of the changes before the settings screen, no display.
    let old = ReplayText.header.replacingOccurrences(of: display, with: "").replacingOccurrences(
      of: #""version":\#(ReplayHeader.version)"#,
      with: #""clockStopsBehindScreens":true,"digitPicking":true,"version":1"#)
    let file = Data((old + "\n" + #"{"key":"O","t":1}"# + "\n" + #"{"key":"down","t":2}"# + "\n").utf8)
    let read = try ReplayReader.read(file)
    var player = ReplayPlayer(header: read.header)
    for (line, _) in read.lines { player.play(line) }
    #expect(read.header.behaviour == .digitPicking && player.state.ui.screen == .playing)
    #expect(player.state.game.selection == AppFixture.state().game.selection + 9, "down moved the selection")
  }
}
