import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage
@testable import SudokuKit

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
    store = SaveStore(path: dir.file("state/save.json"))
  }

  @Test func aMidGameStateRoundTrips() throws {
    #expect(try store.load() == nil)
    let game = midGame()
    #expect(game.mistakes == 1 && game.hintsUsed == 1 && game.history.canRedo && game.elapsed == 17.5)
    let day = CalendarDay(year: 2026, month: 11, day: 29)
    try store.save(SavedGame(game: game, daily: day))
    guard let saved = try store.load() else {
      Issue.record("the save did not load")
      return
    }
    #expect(try json(saved.game) == (try json(game)), "everything but the session clock survives")
    #expect(saved.daily == day)
    let text = String(decoding: dir.contents("state/save.json") ?? Data(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"daily":"2026-11-29","format":1,"game":{"#))
    // Saves of earlier versions also held the settings, which the settings file now always gives.
    let older = text.replacingOccurrences(
      of: #""format":1,"#, with: #""format":1,"settings":{"asciiOnly":true},"#)
    #expect(older != text)
    try dir.write(older, to: "state/save.json")
    let reloaded = try store.load()
    #expect(reloaded == saved)
  }

  @Test func clearForgetsTheSave() throws {
    try store.save(SavedGame(game: midGame()))
    try store.clear()
    #expect(try store.load() == nil)
    try store.clear()
  }

  /// Loads the save, which must fail; returns the message and checks the file kept its bytes and that
  /// nothing appeared beside it.
  private func refusal(of content: Data, at name: String = "state/save.json") throws -> String? {
    let before = try dir.listing("state")
    let error = #expect(throws: FileError.self) { try store.load() }
    #expect(dir.contents(name) == content, "the file is left as it is")
    #expect(try dir.listing("state") == before, "nothing is created beside it")
    #expect(error?.advice == "it was left as it is; move it away or fix it to start afresh")
    return error?.description
  }

  @Test func aTruncatedSaveIsLeftAsItIs() throws {
    try store.save(SavedGame(game: midGame()))
    let full = dir.contents("state/save.json") ?? Data()
    let truncated = full.prefix(full.count / 2)
    try truncated.write(to: URL(fileURLWithPath: dir.file("state/save.json")))
    let message = try refusal(of: truncated)
    #expect(
      message?.hasPrefix("cannot load game from \(dir.file("state/save.json")): not valid JSON") == true)
    #expect(message?.hasSuffix("; it was left as it is; move it away or fix it to start afresh") == true)
  }

  @Test func unusableContentGivesAReason() throws {
    let cases = [
      ("garbage", "not valid JSON"),
      ("{\"format\":\n1,", "not valid JSON"),
      ("", "the file is empty"),
      ("[]", "Expected to decode Dictionary<String, Any> but found an array instead."),
      (#"{"format":2}"#, "format: unsupported save format 2"),
      (#"{"format":1,"settings":{}}"#, #"missing "game""#),
    ]
    for (content, reason) in cases {
      try dir.write(content, to: "state/save.json")
      let message = try refusal(of: Data(content.utf8))
      #expect(message?.contains(": \(reason); it was left") == true, "\(content): \(message ?? "")")
    }
  }

  /// Issue 41, item 6: Foundation calls a number too large for an integer invalid JSON; the field is named.
  @Test func aNumberTooLargeForItsFieldIsNamed() throws {
    try store.save(SavedGame(game: midGame()))
    let text = String(decoding: dir.contents("state/save.json") ?? Data(), as: UTF8.self)
    let edited = text.replacingOccurrences(of: #""mistakes":1"#, with: #""mistakes":1e30"#)
    #expect(edited != text)
    try dir.write(edited, to: "state/save.json")
    let message = try refusal(of: Data(edited.utf8))
    #expect(
      message?.contains(#": "game.mistakes" is 1e+30, too large a number; it was left"#) == true,
      "\(message ?? "")")
  }

  @Test func anInconsistentGameIsRefused() throws {
    try store.save(SavedGame(game: midGame()))
    let text = String(decoding: dir.contents("state/save.json") ?? Data(), as: UTF8.self)
    #expect(text.contains(#""solved":false"#))
    let edited = text.replacingOccurrences(of: #""solved":false"#, with: #""solved":true"#)
    try dir.write(edited, to: "state/save.json")
    let message = try refusal(of: Data(edited.utf8))
    #expect(message?.contains(": game: the solved flag does not match the board;") == true)
  }

  @Test func fileContentInAMessageCannotDriveTheTerminal() throws {
    let content = #"{"format":1,"game":{"format":1,"givens":"\u001b[2J"}}"#
    try dir.write(content, to: "state/save.json")
    let message = try refusal(of: Data(content.utf8))
    #expect(message?.contains(#"expected an 81-character grid line, got "\u{1B}[2J""#) == true)
    #expect(message?.contains("\u{1B}") == false)
  }

  @Test func aDirectoryInPlaceOfTheSaveIsLeftAlone() throws {
    try FileManager.default.createDirectory(
      atPath: dir.file("state/save.json/x"), withIntermediateDirectories: true)
    let error = #expect(throws: FileError.self) { try store.load() }
    #expect(error?.reason == .notRegularFile)
    #expect(try dir.listing("state") == ["save.json"])
    #expect(try dir.listing("state/save.json") == ["x"])
  }

  @Test func aFailedSaveSaysWhereAndWhy() throws {
    try dir.write("a file", to: "state")
    let error = #expect(throws: FileError.self) {
      try store.save(SavedGame(game: midGame()))
    }
    #expect(error?.description == "cannot save game to \(dir.file("state/save.json")): Not a directory")
    let loadError = #expect(throws: FileError.self) { try store.load() }
    #expect(
      loadError?.description
        == "cannot load game from \(dir.file("state/save.json")): Not a directory; \(JSONDocument<SavedGame>.advice)"
    )
  }
}
