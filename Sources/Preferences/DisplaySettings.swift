/// The settings of how the game meets the player, which apply the moment they change: the colours,
/// whether the panel shows the clock, and whether the game pauses when its window is left.
public struct DisplaySettings: Codable, Equatable, Sendable {
  public var colours: ColourChoice
  /// The clock runs for the statistics either way; some players would rather not watch it.
  public var showTimer: Bool
  /// Pause when the terminal says its window lost focus (focus reporting, where it has it).
  public var pauseWhenLeft: Bool

  public init(colours: ColourChoice = .auto, showTimer: Bool = true, pauseWhenLeft: Bool = true) {
    self.colours = colours
    self.showTimer = showTimer
    self.pauseWhenLeft = pauseWhenLeft
  }

  private enum CodingKeys: String, CodingKey {
    case colours, showTimer, pauseWhenLeft
  }

  /// Replays recorded before the pause on leaving have no key for it, and no focus report either.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    colours = try container.decode(ColourChoice.self, forKey: .colours)
    showTimer = try container.decode(Bool.self, forKey: .showTimer)
    pauseWhenLeft = try container.decodeIfPresent(Bool.self, forKey: .pauseWhenLeft) ?? true
  }

  /// The pause on leaving is written only when it is off, so that a header of the defaults reads as
  /// every one before it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(colours, forKey: .colours)
    try container.encode(showTimer, forKey: .showTimer)
    if !pauseWhenLeft { try container.encode(false, forKey: .pauseWhenLeft) }
  }
}
