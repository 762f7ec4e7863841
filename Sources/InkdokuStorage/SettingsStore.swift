import Foundation

/// The settings file, `config/settings.json`: written by the player, only ever read by the game.
public struct SettingsStore: Sendable {
  private let document: JSONDocument<Settings>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    document = JSONDocument(
      path: path, noun: "settings", maxBytes: 64 << 10, storage: storage)
  }

  /// The stored settings, or nil when there is no file; a file that cannot be used throws.
  public func load() throws(FileError) -> Settings? { try document.load() }
}
