import InkdokuCore
import InkdokuStorage

/// The settings file's values and the game's state hold the same settings: these carry them across.
extension Settings {
  /// What the settings screen changes, as the game in `state` holds it now.
  mutating func adopt(_ state: AppState) {
    rules = state.newGameRules
    pad = state.padMode
    pencil = state.ink.settings
    colours = state.display.colours
    showTimer = state.display.showTimer
    // Only a session with a hand shows the choice: one without a model leaves it as it was.
    if state.hand.profile != nil { learnHand = state.hand.isOn }
  }

  /// The colours and timer the game starts with.
  public var display: DisplaySettings { DisplaySettings(colours: colours, showTimer: showTimer) }
}
