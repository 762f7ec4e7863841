import SudokuKit

/// The autosave: the game in progress, and the day when it is a daily puzzle. Settings come from the
/// settings file on every start (saves of earlier versions also hold them; they are not read).
public struct SavedGame: Codable, Equatable, Sendable {
  /// Bumped when this wrapper changes incompatibly; the game inside carries its own format.
  static let format = 1

  public var game: GameState
  /// The day whose daily puzzle this is; nil for any other game.
  public var daily: CalendarDay?

  public init(game: GameState, daily: CalendarDay? = nil) {
    self.game = game
    self.daily = daily
  }

  private enum CodingKeys: String, CodingKey {
    case format, game, daily
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "unsupported save format \(format)")
    }
    game = try container.decode(GameState.self, forKey: .game)
    daily = try container.decodeIfPresent(CalendarDay.self, forKey: .daily)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(game, forKey: .game)
    try container.encodeIfPresent(daily, forKey: .daily)
  }
}
