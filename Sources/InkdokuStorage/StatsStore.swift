import Foundation

/// The statistics file, `data/stats.json`, changed by read-modify-write.
public struct StatsStore: Sendable {
  private let document: JSONDocument<Stats>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    // `Stats.gameLimit` games take about 1.1 MB.
    document = JSONDocument(path: path, noun: "stats", maxBytes: 8 << 20, storage: storage)
  }

  /// The stored statistics, or nil when there are none yet; a file that cannot be used throws.
  public func load() throws(FileError) -> Stats? { try document.load() }

  /// Applies `change` to the stored statistics and writes them back. A file that cannot be used throws
  /// and stays as it is; the change is not written anywhere else.
  ///
  /// The whole file is read and written, which takes a noticeable fraction of a second near the game
  /// limit, so pencil rejects are best counted in memory and added in one update per game.
  public func update(_ change: (inout Stats) -> Void) throws(FileError) {
    var stats = try document.load() ?? Stats()
    change(&stats)
    try document.save(stats)
  }
}
