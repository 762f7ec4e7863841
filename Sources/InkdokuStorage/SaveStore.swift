import Foundation

/// The autosave of the game in progress, written after every action.
///
/// A solved game is cleared once the statistics hold its result: `inkdoku` with no arguments resumes an
/// unfinished game and otherwise starts a new one. A solved game stays only while its result waits for
/// the statistics (a full disk), and the next start files it.
public struct SaveStore: Sendable {
  private let document: JSONDocument<SavedGame>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    // A save with a full undo history is about 17 kB.
    document = JSONDocument(path: path, noun: "game", maxBytes: 4 << 20, storage: storage)
  }

  /// The saved game, or nil when there is none; a save that cannot be used throws and stays as it is.
  public func load() throws(FileError) -> SavedGame? { try document.load() }

  /// Replaces the save; on failure the previous save stays as it was. The save is checked once, at
  /// start, not before every write: it changes after every move and only this game writes it.
  public func save(_ game: SavedGame) throws(FileError) { try document.save(game) }

  /// Forgets the save, once its solved game is in the statistics.
  public func clear() throws(FileError) { try document.remove() }
}
