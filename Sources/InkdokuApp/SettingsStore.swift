import Foundation

/// The settings file, `config/settings.json`.
public struct SettingsStore: Sendable {
  private let document: JSONDocument<Settings>

  public init(path: String, storage: any FileStorage = DiskStorage()) {
    document = JSONDocument(
      path: path, noun: "settings", maxBytes: 64 << 10, readable: true, storage: storage)
  }

  /// The stored settings, or nil when there is no file; a file that cannot be used throws.
  public func load() throws(FileError) -> Settings? { try document.load() }

  /// Writes `settings`, unless the file there now cannot be used: then it throws and keeps the file.
  public func save(_ settings: Settings) throws(FileError) { try document.saveOverUsable(settings) }
}
