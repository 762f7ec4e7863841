import Foundation
import InkdokuStorage
import InkdokuTestSupport
import SessionStart
import SudokuKit
import Testing

@testable import CommandLineKit

/// `play` and `daily` read the save, settings and stats first; one they cannot use ends the command
/// with its name and what to do, and stays exactly as it was.
@Suite struct GameStartTests {
  @Test(arguments: [
    ("state/inkdoku/save.json", "game"), ("config/inkdoku/settings.json", "settings"),
    ("data/inkdoku/stats.json", "stats"),
  ])
  func anUnusableFileStopsTheStartAndIsKept(name: String, noun: String) throws {
    let directory = try TemporaryDirectory()
    let environment = [
      "HOME": directory.path, "XDG_STATE_HOME": directory.file("state"),
      "XDG_CONFIG_HOME": directory.file("config"), "XDG_DATA_HOME": directory.file("data"),
    ]
    let path = directory.file(name)
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let content = Data(#"{"format":"#.utf8)
    try content.write(to: URL(fileURLWithPath: path))

    let error = #expect(throws: StartFailure.self) { try GameStart(environment: environment) }
    #expect(error?.exitStatus == 2)
    #expect(
      error?.message
        == "cannot load \(noun) from \(path): not valid JSON; "
        + "it was left as it is; move it away or fix it to start afresh")
    #expect(FileManager.default.contents(atPath: path) == content)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == [(name as NSString).lastPathComponent])

    try FileManager.default.removeItem(atPath: path)
    #expect(try GameStart(environment: environment).resumable == nil)
  }

  static func environment(_ directory: TemporaryDirectory) -> [String: String] {
    [
      "HOME": directory.path, "XDG_STATE_HOME": directory.file("state"),
      "XDG_CONFIG_HOME": directory.file("config"), "XDG_DATA_HOME": directory.file("data"),
    ]
  }

  /// Starting another game over an unfinished one with progress needs --new, and records it abandoned;
  /// the saved game itself, or one with nothing written on it, starts as before and records nothing.
  @Test func anUnfinishedGameIsReplacedOnlyWithNew() throws {
    let directory = try TemporaryDirectory()
    let environment = Self.environment(directory)
    var saved = PlayCommand.generate(.hard, seed: 5, rules: GameRules())
    let store = SaveStore(path: try AppPaths(environment: environment).saveFile)
    try store.save(SavedGame(game: saved))
    try GameStart(environment: environment).replaceSaved(new: false)  // nothing written yet

    let cell = try #require((0..<81).first { saved.givens[$0] == 0 })
    _ = Game.reduce(&saved, .place(digit: saved.solution[cell], cell: cell, mode: .normal), now: 1)
    try store.save(SavedGame(game: saved))
    let start = try GameStart(environment: environment)
    let refused = #expect(throws: StartFailure.self) { try start.replaceSaved(new: false) }
    #expect(refused?.exitStatus == 2)
    #expect(refused?.message.hasPrefix("an unfinished Hard game is saved") == true)
    #expect(refused?.message.contains("--new") == true)
    #expect(try StatsStore(path: start.paths.statsFile).load() == nil, "a refusal records nothing")
    try start.replaceSaved(new: true)
    #expect(start.lastLevel == .hard)
    let games = try #require(try StatsStore(path: start.paths.statsFile).load()).games
    #expect(games.map(\.outcome) == [.abandoned] && games[0].difficulty == "hard")
  }

  /// `generate --seed N` prints the puzzle `play --seed N` plays, and the seed it prints gives it back.
  @Test func aSeedGivesTheSamePuzzleToGenerateAndPlay() async throws {
    let printed = await inkdoku(["generate", "-d", "hard", "--seed", "1"], commands: [GenerateCommand()])
    let played = PlayCommand.generate(.hard, seed: 1, rules: GameRules())
    #expect(printed.output == "\(played.givens.line) hard seed=1\n")
    let batch = await inkdoku(
      ["generate", "-d", "easy", "-n", "2", "--seed", "7"], commands: [GenerateCommand()])
    let second = try #require(batch.output.split(separator: "\n").last)
    let seed = try #require(UInt64(second.split(separator: "=").last ?? ""))
    #expect(second.hasPrefix(PlayCommand.generate(.easy, seed: seed, rules: GameRules()).givens.line))
  }
}
