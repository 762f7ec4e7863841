import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage
@testable import SudokuKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk, where writing the statistics fails with ENOSPC while `full` is set.
final class FillableDisk: FileStorage, @unchecked Sendable {
  var full = false
  private let disk = DiskStorage()

  func read(_ path: String, maxBytes: Int) throws(FileError) -> Data? {
    try disk.read(path, maxBytes: maxBytes)
  }

  func write(_ data: Data, to path: String) throws(FileError) {
    if full { throw FileError(action: "save stats to", path: path, reason: .system(ENOSPC)) }
    try disk.write(data, to: path)
  }

  func remove(_ path: String) throws(FileError) { try disk.remove(path) }
}

/// `midGame()` played to the end.
func solvedGame() -> GameState {
  var game = midGame()
  _ = Game.reduce(&game, .setMode(.normal), now: 30)
  for cell in 0..<81 where game.entries[cell] != game.solution[cell] && game.givens[cell] == 0 {
    _ = Game.reduce(&game, .place(digit: game.solution[cell], cell: cell, mode: .normal), now: 31)
  }
  return game
}

/// Issue 41, item 3: a win the statistics cannot take stays in the save until they can.
@Suite struct WonGameKeptTests {
  let dir: TemporaryDirectory
  let disk = FillableDisk()
  let saves: SaveStore
  let stats: StatsStore

  init() throws {
    dir = try TemporaryDirectory()
    saves = SaveStore(path: dir.file("state/save.json"))
    stats = StatsStore(path: dir.file("data/stats.json"), storage: disk)
  }

  /// What the save holds, as far as the save keeps it (the session clock is not saved).
  struct Kept: Equatable {
    var entries: Grid
    var solved: Bool
    var daily: CalendarDay?
  }

  func kept() throws -> Kept? {
    try saves.load().map { Kept(entries: $0.game.entries, solved: $0.game.solved, daily: $0.daily) }
  }

  func session() -> GameStorage { GameStorage(saves: saves, stats: stats, settings: Settings()) }

  @Test func aWinTheStatisticsCannotTakeStaysInTheSaveUntilTheyCan() throws {
    let won = solvedGame()
    #expect(won.solved)
    let storage = session()
    #expect(storage.save(midGame(), daily: nil) == nil)
    disk.full = true
    #expect(storage.save(won, daily: nil) == nil, "a solved game's save is the completion's to write")
    let recorded = storage.recordCompletion(won, daily: nil)
    #expect(recorded.problem == "cannot save stats to stats.json: No space left on device")
    #expect(try kept() == Kept(entries: won.entries, solved: true, daily: nil))
    #expect(
      storage.unfiledNotice
        == "the won game is kept in save.json until the statistics can be written; the next start records it")
    #expect(storage.save(won, daily: nil) == nil, "quitting keeps it")
    #expect(try kept() == Kept(entries: won.entries, solved: true, daily: nil))

    // The next start, the disk still full: kept again; then with room, filed once and the save cleared.
    #expect(session().recordCompletion(won, daily: nil).problem != nil)
    #expect(try kept() == Kept(entries: won.entries, solved: true, daily: nil))
    disk.full = false
    let next = session()
    #expect(next.recordCompletion(won, daily: nil).problem == nil)
    #expect(next.unfiledNotice == nil)
    #expect(try saves.load() == nil)
    #expect(try stats.load()?.games.map(\.solved) == [true])
  }

  @Test func aNewGameFilesTheWaitingWinBeforeItsSaveMayReplaceIt() throws {
    let won = solvedGame()
    let day = try #require(CalendarDay(year: 2026, month: 12, day: 5))
    let storage = session()
    disk.full = true
    #expect(storage.recordCompletion(won, daily: day).problem != nil)
    let problem = storage.save(midGame(), daily: nil)
    #expect(problem?.hasSuffix("; this game is not saved, so as to keep the won one") == true)
    #expect(try kept() == Kept(entries: won.entries, solved: true, daily: day))
    disk.full = false
    #expect(storage.save(midGame(), daily: nil) == nil)
    #expect(try kept() == Kept(entries: midGame().entries, solved: false, daily: nil))
    let filed = try #require(try stats.load()?.games)
    #expect(filed.count == 1 && filed[0].solved && filed[0].dailyDay == day)
    #expect(storage.unfiledNotice == nil)
  }
}
