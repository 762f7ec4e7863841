import Foundation
import InkdokuCore
import InkdokuTestSupport
import InkdokuViews
import TerminalUI
import Testing

@testable import InkdokuReplay

@Suite struct ReplayCasterTests {
  static let replays = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Replays").path
  static let caster = ReplayCaster(look: AppFixture.look, colorMode: .ansi256)

  /// Two digits, a hint, five seconds paused (the same frame every second), an undo and a redo, and a
  /// pencil stroke: recorded to `path`.
  static func recordSession(to path: String) async throws {
    let session = try RecordedSession(path: path)
    await session.send("5")  // r5c5, selected at the start
    await session.send("\u{1B}[C\u{1B}[C7")  // r5c7
    await session.send("H")
    await session.send("p")
    for _ in 0..<5 { await session.wait(1) }
    await session.send("p")
    await session.send("u")
    await session.send("U")
    await session.draw([(20, 10), (21, 11), (22, 12), (22, 14)])
    try session.finish()
  }

  static func cast(_ path: String, _ caster: ReplayCaster = caster) throws -> CastReading {
    try CastReading(caster.cast(ReplayFile(path: path)))
  }

  /// The screen after every output and resize of `cast`, starting from its header's size.
  static func finalScreen(_ cast: CastReading) -> TextScreen {
    var screen = TextScreen(
      columns: cast.header["width"] as? Int ?? 0, rows: cast.header["height"] as? Int ?? 0)
    for event in cast.events {
      if event.kind == "o" { screen.write(event.data) }
      if event.kind == "r" {
        let size = event.data.split(separator: "x").compactMap { Int($0) }
        screen.resize(columns: size[0], rows: size[1])
      }
    }
    return screen
  }

  @Test func theHeaderDescribesTheRecordedTerminal() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    let cast = try Self.cast(directory.file("s.jsonl"))
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.header["width"] as? Int == 100)
    #expect(cast.header["height"] as? Int == 32)
    #expect(cast.header["title"] as? String == "Inkdoku: medium game")
    #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    #expect(cast.header["timestamp"] is Int)
    #expect(cast.header["idle_time_limit"] == nil)
  }

  @Test func theLastScreenIsTheReplaysLastFrame() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    let screen = Self.finalScreen(try Self.cast(directory.file("s.jsonl")))
    let frame = AppView.render(try Replays.play(directory.file("s.jsonl")).state, AppFixture.look)
    for row in 0..<frame.height { #expect(screen.text(row: row) == frame.text(row: row), "row \(row)") }
  }

  @Test func eventsRunForwardWithAMarkerAtEachPlacedDigitAndHint() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    let cast = try Self.cast(directory.file("s.jsonl"))
    #expect(zip(cast.events, cast.events.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(cast.labels("m") == ["r5c5 5", "r5c7 7", "hint 1", "r5c7 7"])
    #expect(cast.events.first?.time == 0)
    #expect(cast.events.last!.time > 5)
  }

  @Test func inkShowsWhileItIsDrawn() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    let outputs = try Self.cast(directory.file("s.jsonl")).labels("o")
    // Live ink is braille dots in Unicode.
    let ink = outputs.filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
    #expect(ink.count >= 3, "a frame for each stretch of the stroke")
  }

  @Test func speedAndTheIdleLimitShortenTheCast() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    let recorded = try Self.cast(directory.file("s.jsonl")).events
    var fast = Self.caster
    fast.speed = 2
    let doubled = try Self.cast(directory.file("s.jsonl"), fast).events
    #expect(abs(doubled.last!.time - recorded.last!.time / 2) < 1e-5)
    var capped = Self.caster
    capped.idleLimit = 1
    let cast = try Self.cast(directory.file("s.jsonl"), capped)
    #expect(cast.header["idle_time_limit"] as? Double == 1)
    #expect(zip(cast.events, cast.events.dropFirst()).allSatisfy { $1.time - $0.time <= 1 + 1e-6 })
    #expect(cast.events.last!.time < recorded.last!.time - 3)
  }

  @Test func fromAndToCutTheSessionAndTheFirstFrameShowsTheBoardAsItWasThen() async throws {
    let directory = try TemporaryDirectory()
    try await Self.recordSession(to: directory.file("s.jsonl"))
    var part = Self.caster
    part.from = 0.5
    part.to = 1.0
    let cast = try Self.cast(directory.file("s.jsonl"), part)
    #expect(cast.events.first!.data.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(cast.events.first!.time == 0)
    #expect(cast.events.last!.time <= 0.5)
    #expect(cast.labels("m") == ["hint 1"], "the digits were placed before 0.5 s, the hint after")
    var late = Self.caster
    late.from = 60
    #expect(throws: ReplayCaster.Problem.self) { try Self.cast(directory.file("s.jsonl"), late) }
  }

  @Test func aResizeIsAnEventAndTheScreenIsDrawnAgainAtTheNewSize() throws {
    let cast = try Self.cast("\(Self.replays)/mouse.jsonl")
    let resizes = cast.events.indices.filter { cast.events[$0].kind == "r" }
    #expect(resizes.count == 1)
    #expect(cast.events[resizes[0]].data == "120x40")
    #expect(cast.events[resizes[0] + 1].data.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    let frame = AppView.render(try Replays.play("\(Self.replays)/mouse.jsonl").state, AppFixture.look)
    #expect(Self.finalScreen(cast).text(row: frame.height - 1) == frame.text(row: frame.height - 1))
  }

  @Test func aDamagedLineOrACutOffFileGivesNoCast() throws {
    let directory = try TemporaryDirectory()
    try ReplayText.file(#"{"t":0.1,"key":"5"}"#, #"{"t":0.2,"ke"#, #"{"t":0.3,"key":"6"}"#)
      .write(to: URL(fileURLWithPath: directory.file("damaged.jsonl")))
    #expect(throws: ReplayProblem(line: 3, "not valid JSON")) {
      try Self.cast(directory.file("damaged.jsonl"))
    }
    let whole = try Data(contentsOf: URL(fileURLWithPath: "\(Self.replays)/keys.jsonl"))
    try whole.dropLast(10).write(to: URL(fileURLWithPath: directory.file("cut.jsonl")))
    let error = #expect(throws: ReplayCaster.Problem.self) { try Self.cast(directory.file("cut.jsonl")) }
    #expect(error?.description.contains("cut off") == true)
  }
}
