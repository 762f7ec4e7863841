import Foundation
import InkKit
import SudokuKit
import Testing

@testable import InkdokuApp

/// 2026-11-29 16:25:30 UTC, the time every corrupt file in these tests is moved aside at.
let fixedNow = Date(timeIntervalSince1970: 1_795_969_530)

/// A game with notes, a mistake, an undone step, a hint and some play time, from a real puzzle.
func midGame() -> GameState {
  let puzzle = Grid(
    line: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")!
  let solution = Grid(
    line: "534678912672195348198342567859761423426853791713924856961537284287419635345286179")!
  var game = GameState(givens: puzzle, solution: solution, difficultyLabel: "medium")!
  let actions: [GameAction] = [
    .tick, .toggleNote(digit: 4, cell: 3), .place(digit: 9, cell: 2, mode: .normal),
    .place(digit: 4, cell: 2, mode: .normal), .place(digit: 7, cell: 10, mode: .normal), .undo, .hint,
    .setMode(.notes),
  ]
  for (i, action) in actions.enumerated() { _ = Game.reduce(&game, action, now: Double(i) * 2.5) }
  return game
}

func json(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite struct SaveStoreTests {
  let dir: TemporaryDirectory
  let store: SaveStore

  init() throws {
    dir = try TemporaryDirectory()
    store = SaveStore(path: dir.file("state/save.json"), now: { fixedNow })
  }

  @Test func aMidGameStateRoundTrips() throws {
    #expect(try store.load() == .none)
    let game = midGame()
    #expect(game.mistakes == 1 && game.hintsUsed == 1 && game.history.canRedo && game.elapsed == 17.5)
    let settings = Settings(asciiOnly: true, pencil: InkSettings(acceptThresholdNormal: 0.9))
    let day = CalendarDay(year: 2026, month: 11, day: 29)
    try store.save(SavedGame(game: game, settings: settings, daily: day))
    guard case .loaded(let saved) = try store.load() else {
      Issue.record("the save did not load")
      return
    }
    #expect(try json(saved.game) == (try json(game)), "everything but the session clock survives")
    #expect(saved.settings == settings)
    #expect(saved.daily == day)
    let text = String(decoding: dir.contents("state/save.json") ?? Data(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"daily":"2026-11-29","format":1,"game":{"#))
  }

  @Test func clearForgetsTheSave() throws {
    try store.save(SavedGame(game: midGame(), settings: Settings()))
    try store.clear()
    #expect(try store.load() == .none)
    try store.clear()
  }

  @Test func aTruncatedSaveIsMovedAsideWithItsBytes() throws {
    try store.save(SavedGame(game: midGame(), settings: Settings()))
    let full = dir.contents("state/save.json") ?? Data()
    let truncated = full.prefix(full.count / 2)
    try truncated.write(to: URL(fileURLWithPath: dir.file("state/save.json")))
    let moved = dir.file("state/save.json.corrupt-20261129T162530Z")
    let expected = CorruptFile(
      path: dir.file("state/save.json"), movedTo: moved, reason: "The given data was not valid JSON.")
    #expect(try store.load() == .corrupt(expected))
    #expect(FileManager.default.contents(atPath: moved) == truncated)
    #expect(try dir.listing("state") == ["save.json.corrupt-20261129T162530Z"])
    #expect(try store.load() == .none)
    #expect(
      expected.message
        == "\(dir.file("state/save.json")) could not be used (The given data was not valid JSON.); "
        + "it was kept as \(moved)")
  }

  @Test func unusableContentGivesAReason() throws {
    let cases = [
      ("garbage \u{1B}[2J", "The given data was not valid JSON."),
      ("", "the file is empty"),
      ("[]", "Expected to decode Dictionary<String, Any> but found an array instead."),
      (#"{"format":2}"#, "format: unsupported save format 2"),
      (#"{"format":1,"settings":{}}"#, #"missing "game""#),
    ]
    for (content, reason) in cases {
      try dir.write(content, to: "save.json")
      let store = SaveStore(path: dir.file("save.json"), now: { fixedNow })
      let result = try store.load()
      guard case .corrupt(let file) = result else {
        Issue.record("\(content) loaded as \(result)")
        continue
      }
      #expect(file.reason.hasSuffix(reason), "\(content)")
      #expect(FileManager.default.contents(atPath: file.movedTo) == Data(content.utf8))
    }
    #expect(
      try dir.listing() == [
        "save.json.corrupt-20261129T162530Z", "save.json.corrupt-20261129T162530Z-2",
        "save.json.corrupt-20261129T162530Z-3", "save.json.corrupt-20261129T162530Z-4",
        "save.json.corrupt-20261129T162530Z-5",
      ], "nothing moved aside is ever overwritten")
  }

  @Test func anInconsistentGameIsRefused() throws {
    try store.save(SavedGame(game: midGame(), settings: Settings()))
    let text = String(decoding: dir.contents("state/save.json") ?? Data(), as: UTF8.self)
    #expect(text.contains(#""solved":false"#))
    try dir.write(
      text.replacingOccurrences(of: #""solved":false"#, with: #""solved":true"#), to: "state/save.json")
    guard case .corrupt(let file) = try store.load() else {
      Issue.record("an inconsistent save loaded")
      return
    }
    #expect(file.reason == "game: the solved flag does not match the board")
  }

  @Test func fileContentInAMessageCannotDriveTheTerminal() throws {
    try dir.write(#"{"format":1,"game":{"format":1,"givens":"\u001b[2J"}}"#, to: "state/save.json")
    guard case .corrupt(let file) = try store.load() else {
      Issue.record("a broken grid loaded")
      return
    }
    #expect(file.reason == "game.givens: expected an 81-character grid line, got \"\u{1B}[2J\"")
    #expect(file.message.contains(#"got "\u{1B}[2J""#))
    #expect(!file.message.contains("\u{1B}"))
  }

  @Test func aDirectoryInPlaceOfTheSaveIsMovedAside() throws {
    try FileManager.default.createDirectory(
      atPath: dir.file("state/save.json/x"), withIntermediateDirectories: true)
    guard case .corrupt(let file) = try store.load() else {
      Issue.record("a directory loaded")
      return
    }
    #expect(file.reason == "not a regular file")
    #expect(try dir.listing(file.movedTo.replacingOccurrences(of: dir.path + "/", with: "")) == ["x"])
    try store.save(SavedGame(game: midGame(), settings: Settings()))
    #expect(try store.load() != .none)
  }

  @Test func aFailedSaveSaysWhereAndWhy() throws {
    try dir.write("a file", to: "state")
    let error = #expect(throws: FileError.self) {
      try store.save(SavedGame(game: midGame(), settings: Settings()))
    }
    #expect(error?.description == "cannot save game to \(dir.file("state/save.json")): Not a directory")
    let loadError = #expect(throws: FileError.self) { try store.load() }
    #expect(loadError?.description == "cannot load game from \(dir.file("state/save.json")): Not a directory")
  }
}
