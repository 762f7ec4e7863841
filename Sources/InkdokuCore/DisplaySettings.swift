import TerminalUI

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

extension AppState {
  /// Whether the panel shows the game clock: as the setting says, and always on a solved game, whose time
  /// is its result.
  var panelShowsClock: Bool { display.showTimer || game.solved }
}

extension Look {
  /// This look in the colours the player chose: monochrome replaces the terminal's theme whatever it
  /// offers.
  func with(_ colours: ColourChoice) -> Look {
    colours == .monochrome ? Look(theme: Theme.standard(for: .monochrome), glyphs: glyphs) : self
  }
}
