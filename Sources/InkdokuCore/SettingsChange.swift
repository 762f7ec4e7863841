import Preferences

/// What changes the settings; `PlaySettings.reduce` applies it.
enum SettingsAction: Equatable, Sendable {
  /// The value of `item` moves `by` choices on (negative: back), wrapping around.
  case step(SettingsItem, by: Int)
  /// The session's hand arrived, with whether it learns.
  case learnHand(Bool)
}

extension PlaySettings {
  /// Applies `action`: the one place the settings change.
  mutating func reduce(_ action: SettingsAction) {
    typealias Item = SettingsItem
    switch action {
    case .learnHand(let learning): learnHand = learning
    case .step(let item, let delta):
      switch item {
      case .check: rules.check = Item.cycle(rules.check, by: delta)
      case .mistakeLimit:
        rules.mistakeLimit = Item.step(rules.mistakeLimit, through: Item.mistakeLimits, by: delta)
      case .pad: pad = Item.cycle(pad, by: delta)
      case .digitThreshold:
        pencil.acceptThresholdNormal = Item.stepConfidence(pencil.acceptThresholdNormal, by: delta)
      case .noteThreshold:
        pencil.acceptThresholdNotes = Item.stepConfidence(pencil.acceptThresholdNotes, by: delta)
      case .colours: display.colours = Item.cycle(display.colours, by: delta)
      case .timer: display.showTimer.toggle()
      case .learnHand: learnHand.toggle()
      case .candidates: rules.candidates = Item.cycle(rules.candidates, by: delta)
      case .autoRemove: rules.autoRemove.toggle()
      case .pauseWhenLeft: display.pauseWhenLeft.toggle()
      }
    }
  }
}
