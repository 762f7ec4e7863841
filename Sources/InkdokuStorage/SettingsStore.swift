import Foundation

/// The settings file, `config/settings.json`: written by the player, and by the game when a setting
/// changes on its settings screen.
public struct SettingsStore: Sendable {
  private let document: JSONDocument<Settings>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    // Indented, since players edit it by hand.
    document = JSONDocument(
      path: path, noun: "settings", maxBytes: 64 << 10, storage: storage,
      formatting: [.sortedKeys, .prettyPrinted])
  }

  /// The stored settings, or nil when there is no file; a file that cannot be used throws.
  public func load() throws(FileError) -> Settings? { try document.load() }

  /// Replaces the file with `settings`, atomically.
  public func save(_ settings: Settings) throws(FileError) { try document.save(settings) }
}
