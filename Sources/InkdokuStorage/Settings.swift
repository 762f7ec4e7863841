import InkKit
import SudokuKit

/// The player's preferences, from `settings.json`. Every key may be left out, and unknown keys are
/// ignored, so a file written by an older or newer Inkdoku still loads.
public struct Settings: Codable, Equatable, Sendable {
  /// Draw with ASCII only; nil decides from the terminal's locale.
  public var asciiOnly: Bool?
  /// Record every session to a replay file.
  public var recordReplays: Bool
  public var pencil: InkSettings
  /// The rules new games start with: the `check` mode and the `mistakeLimit`, top-level keys.
  public var rules: GameRules
  /// When the writing pad shows.
  public var pad: PadMode

  public init(
    asciiOnly: Bool? = nil, recordReplays: Bool = false,
    pencil: InkSettings = InkSettings(), rules: GameRules = GameRules(), pad: PadMode = .auto
  ) {
    self.asciiOnly = asciiOnly
    self.recordReplays = recordReplays
    self.pencil = pencil
    self.rules = rules
    self.pad = pad
  }

  private enum CodingKeys: String, CodingKey {
    case asciiOnly, recordReplays, pencil, pad
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    asciiOnly = try container.decodeIfPresent(Bool.self, forKey: .asciiOnly)
    recordReplays = try container.decode(.recordReplays, default: defaults.recordReplays)
    pencil = try container.decode(.pencil, default: defaults.pencil)
    pad = try container.decode(.pad, default: defaults.pad)
    rules = try GameRules(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(asciiOnly, forKey: .asciiOnly)
    try container.encode(recordReplays, forKey: .recordReplays)
    try container.encode(pencil, forKey: .pencil)
    try container.encode(pad, forKey: .pad)
    try rules.encode(to: encoder)
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `fallback` when the key is absent or null.
  func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
    try decodeIfPresent(T.self, forKey: key) ?? fallback
  }
}
