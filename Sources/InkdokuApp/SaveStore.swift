import Foundation

/// The autosave of the game in progress, written after every action.
///
/// A finished game is cleared rather than kept: `inkdoku` with no arguments resumes an unfinished game
/// and otherwise starts a new one, and a solved board is nothing to resume.
public struct SaveStore: Sendable {
  private let document: JSONDocument<SavedGame>

  /// `now` only names corrupt saves moved aside.
  public init(
    path: String, storage: any FileStorage = DiskStorage(), now: @escaping @Sendable () -> Date = Date.init
  ) {
    // A save with a full undo history is about 17 kB.
    document = JSONDocument(
      path: path, noun: "game", maxBytes: 4 << 20, readable: false, storage: storage, now: now)
  }

  /// The saved game; a save that cannot be decoded is moved aside to `save.json.corrupt-<time>`.
  public func load() throws(FileError) -> LoadResult<SavedGame> { try document.load() }

  /// Replaces the save; on failure the previous save stays as it was.
  public func save(_ game: SavedGame) throws(FileError) { try document.save(game) }

  /// Forgets the save, once its game is solved.
  public func clear() throws(FileError) { try document.remove() }
}
