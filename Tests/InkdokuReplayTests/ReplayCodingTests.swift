import Foundation
import InkdokuTestSupport
import PointerGeometry
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuReplay
@testable import SudokuKit
@testable import TerminalUI

@Suite struct ReplayCodingTests {
  static let puzzle = Grid(line: AppFixture.puzzle)!
  static let solution = Grid(line: AppFixture.solution)!

  /// One message of every kind, with the line each is written as.
  /// A reading the writer's hand changed: the model alone refused a 1, the hand made it a 7.
  static var adaptedReading: Reading {
    var reading = Reading.accepted(
      id: 5, label: 7, confidence: 0.875, top3: [LabelScore(label: 7, probability: 0.875)])
    reading.embedding = PackedFloats([1, -1])
    reading.modelAlone = ModelAlone(Reading.rejected(id: 5, .lowConfidence, label: 1, confidence: 0.5))
    return reading
  }

  /// A hand of one sample, a 1.
  static var hand: WriterProfile {
    var profile = WriterProfile(modelSHA256: "ab", dimension: 2)
    profile.learn(1, embedding: [1, -1])
    return profile
  }

  static let messages: [(AppMessage, String)] = [
    (.input(InputEvent.key(.up)), #"{"key":"up","t":1.5}"#),
    (.input(InputEvent.key(.character(" "))), #"{"key":"space","t":1.5}"#),
    (.input(InputEvent.key(.control("r"))), #"{"key":"ctrl-r","t":1.5}"#),
    (
      .input(InputEvent.mouse(MouseReport(button: .left, phase: .drag, x: 40, y: 11, shift: true))),
      #"{"mouse":{"b":"left","p":"drag","shift":true,"x":40,"y":11},"t":1.5}"#
    ),
    (.input(InputEvent.terminal(.size(columns: 100, rows: 32))), #"{"resize":[100,32],"t":1.5}"#),
    (.input(InputEvent.paste(bytes: 12)), #"{"paste":12,"t":1.5}"#),
    (
      .input(InputEvent.paste(bytes: 90, puzzle: puzzle.line)),
      #"{"pastedPuzzle":{"bytes":90,"puzzle":"\#(puzzle.line)"},"t":1.5}"#
    ),
    (.input(InputEvent.modeReport(mode: 1016, value: 1)), #"{"modeReport":[1016,1],"t":1.5}"#),
    (.input(InputEvent.focus(false)), #"{"focus":false,"t":1.5}"#),
    (.tick, #"{"t":1.5,"tick":true}"#),
    (.newBest, #"{"newBest":true,"t":1.5}"#),
    (
      .completed(
        CompletionRecord(played: 3, bestSeconds: 61, medianSeconds: 75.5, newBest: false, streak: 2)),
      #"{"completed":{"bestSeconds":61,"medianSeconds":75.5,"newBest":false,"played":3,"streak":2},"t":1.5}"#
    ),
    (
      .newPuzzle(givens: puzzle, solution: solution, difficulty: .hard),
      #"{"newPuzzle":{"difficulty":"hard","givens":"\#(puzzle.line)","solution":"\#(solution.line)"},"t":1.5}"#
    ),
    (
      .newPuzzle(
        givens: puzzle, solution: solution, difficulty: .expert,
        daily: CalendarDay(year: 2026, month: 12, day: 5)),
      #"{"newPuzzle":{"daily":"2026-12-05","difficulty":"expert","givens":"\#(puzzle.line)","solution":"\#(solution.line)"},"t":1.5}"#
    ),
    (.statsText("Easy 3 games\n"), #"{"statsText":"Easy 3 games\n","t":1.5}"#),
    (.input(.terminal(.cell(CellSize(width: 10, height: 20.5)))), #"{"cellSize":[10,20.5],"t":1.5}"#),
    (.notice("disk full"), #"{"notice":"disk full","t":1.5}"#),
    (.input(.terminal(.reportUnit(.pixel))), #"{"reportUnit":"pixel","t":1.5}"#),
    (
      .recognized(Reading.rejected(id: 3, .lowConfidence, label: 7, confidence: 0.5)),
      #"{"recognized":{"confidence":0.5,"id":3,"label":7,"reason":"lowConfidence","top3":[],"top3Probabilities":[]},"t":1.5}"#
    ),
    (
      .recognized(
        Reading.accepted(
          id: 4, label: 1, confidence: 0.75, top3: [LabelScore(label: 1, probability: 0.75)],
          boardConfidence: 0.96
        )),
      #"{"recognized":{"boardConfidence":0.96,"confidence":0.75,"id":4,"label":1,"top3":[1],"top3Probabilities":[0.75]},"t":1.5}"#
    ),
    (
      .recognized(adaptedReading),
      #"{"recognized":{"confidence":0.875,"embedding":"AACAPwAAgL8=","id":5,"#
        + #""label":7,"modelAlone":{"confidence":0.5,"label":1,"reason":"lowConfidence"},"top3":[7],"#
        + #""top3Probabilities":[0.875]},"t":1.5}"#
    ),
    (
      .handLoaded(hand, learning: true),
      #"{"hand":{"learning":true,"profile":{"dimension":2,"modelSHA256":"ab","#
        + #""samples":[[],["AACAPwAAgL8="],[],[],[],[],[],[],[],[]],"version":1}},"t":1.5}"#
    ),
  ]

  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test(arguments: 0..<messages.count)
  func everyMessageKindRoundTrips(index: Int) throws {
    let (message, text) = Self.messages[index]
    let line = ReplayLine(time: 1.5, .message(message))
    #expect(try Self.encode(line) == text)
    let decoded = try JSONDecoder().decode(ReplayLine.self, from: Data(text.utf8))
    #expect(decoded.time == 1.5)
    #expect(try Self.encode(decoded) == text)
    if case .message(.input(let event)) = decoded.content {
      guard case .input(let original) = message else {
        Issue.record("kind changed")
        return
      }
      #expect(event == original)
    }
  }

  @Test func everyKindIsCovered() {
    let kinds = Set(
      Self.messages.compactMap { try? Self.encode($0.0) }.map { $0.dropFirst(2).prefix { $0 != "\"" } })
    #expect(kinds == Set(AppMessage.Kind.allCases.map { Substring($0.rawValue) }))
  }

  @Test func finalLineRoundTrips() throws {
    var driver = AppDriver()
    driver.type("3n4")
    let board = ReplayBoard(driver.state.game)
    let text = try Self.encode(ReplayLine(time: 2, .final(board)))
    let decoded = try JSONDecoder().decode(ReplayLine.self, from: Data(text.utf8))
    guard case .final(let back) = decoded.content else {
      Issue.record("not a final line")
      return
    }
    #expect(back == board)
    #expect(board.mistakes == 1)
  }

  @Test func headerRoundTripsWithTheWholeGame() throws {
    var driver = AppDriver()
    driver.type("4kn7")
    let header = ReplayHeader(
      created: Date(timeIntervalSince1970: 86_400), app: "9.9", model: String(repeating: "ab", count: 32),
      settings: driver.state.settings,
      terminal: ReplayTerminal(cols: 120, rows: 40, cellWidth: 10, cellHeight: 21, reportUnit: .pixel),
      game: driver.state.game)
    let text = try Self.encode(header)
    #expect(text.contains(#""format":"inkdoku-replay""#))
    #expect(text.contains(#""created":"1970-01-02T00:00:00Z""#))
    #expect(text.contains(#""puzzle":"\#(AppFixture.puzzle)""#))
    let back = try JSONDecoder().decode(ReplayHeader.self, from: Data(text.utf8))
    #expect(try Self.encode(back) == text)
    #expect(try Self.encode(back.game) == Self.encode(driver.state.game))
    #expect(back.game.notes == driver.state.game.notes)
    #expect(back.initialState.terminal.cell == CellSize(width: 10, height: 21))
  }

  @Test func aDailyHeaderCarriesItsDayAndOthersLeaveItOut() throws {
    let day = try #require(CalendarDay(year: 2026, month: 12, day: 1))
    let state = AppFixture.state()
    let header = ReplayHeader(
      created: Date(timeIntervalSince1970: 0), app: "test", model: nil, settings: state.settings,
      terminal: ReplayTerminal(cols: 100, rows: 32, cellWidth: 9, cellHeight: 18, reportUnit: .cell),
      game: state.game, daily: day)
    let text = try Self.encode(header)
    #expect(text.contains(#""daily":"2026-12-01""#))
    let back = try JSONDecoder().decode(ReplayHeader.self, from: Data(text.utf8))
    #expect(back.initialState.play.daily == day)
    #expect(!ReplayText.header.contains("daily"))
    let plain = try JSONDecoder().decode(ReplayHeader.self, from: Data(ReplayText.header.utf8))
    #expect(plain.initialState.play.daily == nil)
  }

  /// At 120×50 with cell reports `auto` keeps the board whole now; a recording of version 4 or before
  /// is laid out as it was then, with the pad beside a smaller board, so its clicks land where they did.
  @Test func olderRecordingsShowThePadWhereItShrankTheBoard() throws {
    let state = AppFixture.state(pad: .auto)
    for (version, padShown) in [(4, true), (5, false), (ReplayHeader.version, false)] {
      var text = try Self.encode(
        ReplayHeader(
          created: Date(timeIntervalSince1970: 0), app: "test", model: nil, settings: state.settings,
          terminal: ReplayTerminal(cols: 120, rows: 50, cellWidth: 9, cellHeight: 18, reportUnit: .cell),
          game: state.game))
      text = text.replacingOccurrences(
        of: #""version":\#(ReplayHeader.version)"#, with: #""version":\#(version)"#)
      let header = try JSONDecoder().decode(ReplayHeader.self, from: Data(text.utf8))
      #expect(ReplayPlayer(header: header).state.isPadShown == padShown, "version \(version)")
    }
  }

  @Test func aHeaderWithoutModelSaysNull() throws {
    #expect(ReplayText.header.contains(#""model":null"#))
  }
}
