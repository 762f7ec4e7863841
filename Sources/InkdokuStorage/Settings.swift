import InkKit
import TerminalUI

/// The player's preferences, from `settings.json`. Every key may be left out, and unknown keys are
/// ignored, so a file written by an older or newer Inkdoku still loads.
public struct Settings: Codable, Equatable, Sendable {
  /// Draw with ASCII only; nil decides from the terminal's locale.
  public var asciiOnly: Bool?
  /// Record every session to a replay file.
  public var recordReplays: Bool
  public var pencil: InkSettings

  public init(
    asciiOnly: Bool? = nil, recordReplays: Bool = false,
    pencil: InkSettings = InkSettings()
  ) {
    self.asciiOnly = asciiOnly
    self.recordReplays = recordReplays
    self.pencil = pencil
  }

  private enum CodingKeys: String, CodingKey {
    case asciiOnly, recordReplays, pencil
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    asciiOnly = try container.decodeIfPresent(Bool.self, forKey: .asciiOnly)
    recordReplays = try container.decode(.recordReplays, default: defaults.recordReplays)
    pencil = try container.decode(.pencil, default: defaults.pencil)
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `fallback` when the key is absent or null.
  func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
    try decodeIfPresent(T.self, forKey: key) ?? fallback
  }
}
