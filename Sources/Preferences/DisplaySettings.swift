/// The settings that change only how the game is drawn, so they apply the moment they change: the
/// colours and whether the panel shows the clock.
public struct DisplaySettings: Codable, Equatable, Sendable {
  public var colours: ColourChoice
  /// The clock runs for the statistics either way; some players would rather not watch it.
  public var showTimer: Bool

  public init(colours: ColourChoice = .auto, showTimer: Bool = true) {
    self.colours = colours
    self.showTimer = showTimer
  }
}
