import SudokuKit

/// The autosave: the game in progress and how it was being played.
public struct SavedGame: Codable, Equatable, Sendable {
  /// Bumped when this wrapper changes incompatibly; the game inside carries its own format.
  static let format = 1

  public var game: GameState
  /// The settings in force while playing, so a resumed game behaves as it did.
  public var settings: Settings
  /// The day whose daily puzzle this is; nil for any other game.
  public var daily: CalendarDay?

  public init(game: GameState, settings: Settings, daily: CalendarDay? = nil) {
    self.game = game
    self.settings = settings
    self.daily = daily
  }

  private enum CodingKeys: String, CodingKey {
    case format, game, settings, daily
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "unsupported save format \(format)")
    }
    game = try container.decode(GameState.self, forKey: .game)
    settings = try container.decode(Settings.self, forKey: .settings)
    daily = try container.decodeIfPresent(CalendarDay.self, forKey: .daily)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(game, forKey: .game)
    try container.encode(settings, forKey: .settings)
    try container.encodeIfPresent(daily, forKey: .daily)
  }
}
