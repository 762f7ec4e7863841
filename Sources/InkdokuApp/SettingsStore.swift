import Foundation

/// The settings file, `config/settings.json`.
public struct SettingsStore: Sendable {
  private let document: JSONDocument<Settings>

  /// `now` only names corrupt files moved aside.
  public init(
    path: String, storage: any FileStorage = DiskStorage(), now: @escaping @Sendable () -> Date = Date.init
  ) {
    document = JSONDocument(
      path: path, noun: "settings", maxBytes: 64 << 10, readable: true, storage: storage, now: now)
  }

  /// The stored settings. A file that cannot be decoded is moved aside; the caller then plays with
  /// `Settings()` and shows the result's `warning`.
  public func load() throws(FileError) -> LoadResult<Settings> { try document.load() }

  public func save(_ settings: Settings) throws(FileError) { try document.save(settings) }
}
