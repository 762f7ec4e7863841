import InkKit
import SudokuKit

/// The settings the game plays by, as one value: the settings screen changes it, the settings file
/// keeps it (`Settings.play`), and the game reads every setting from it and nowhere else.
public struct PlaySettings: Equatable, Sendable {
  /// The rules a new game starts with; the game in progress keeps the rules it began with.
  public var rules: GameRules
  /// When the writing pad shows.
  public var pad: PadMode
  /// The pencil's thresholds and the accept policy, on the board and in the pad alike.
  public var pencil: InkSettings
  public var display: DisplaySettings
  /// Whether the pencil reads with the player's hand and learns it from play (when there is a hand).
  public var learnHand: Bool

  public init(
    rules: GameRules = GameRules(), pad: PadMode = .auto, pencil: InkSettings = InkSettings(),
    display: DisplaySettings = DisplaySettings(), learnHand: Bool = true
  ) {
    self.rules = rules
    self.pad = pad
    self.pencil = pencil
    self.display = display
    self.learnHand = learnHand
  }
}
