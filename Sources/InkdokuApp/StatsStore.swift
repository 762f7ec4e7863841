import Foundation

/// The statistics file, `data/stats.json`, changed by read-modify-write.
public struct StatsStore: Sendable {
  private let document: JSONDocument<Stats>

  /// `now` only names corrupt files moved aside.
  public init(
    path: String, storage: any FileStorage = DiskStorage(), now: @escaping @Sendable () -> Date = Date.init
  ) {
    // `Stats.gameLimit` games take about 1.1 MB.
    document = JSONDocument(
      path: path, noun: "stats", maxBytes: 8 << 20, readable: false, storage: storage, now: now)
  }

  /// The stored statistics. A file that cannot be decoded is moved aside; the caller then shows
  /// `Stats()` and the result's `warning`.
  public func load() throws(FileError) -> LoadResult<Stats> { try document.load() }

  /// Applies `change` to the stored statistics and writes them back. A corrupt file is moved aside and
  /// the change goes to fresh statistics; the move is returned so the player can be told.
  ///
  /// The whole file is read and written, which takes a noticeable fraction of a second near the game
  /// limit, so pencil rejects are best counted in memory and added in one update per game.
  @discardableResult
  public func update(_ change: (inout Stats) -> Void) throws(FileError) -> CorruptFile? {
    let loaded = try document.load()
    var stats = loaded.value(or: Stats())
    change(&stats)
    try document.save(stats)
    if case .corrupt(let file) = loaded { return file }
    return nil
  }
}
