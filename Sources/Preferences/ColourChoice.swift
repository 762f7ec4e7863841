/// The colours the player chose (the `colours` setting): what the terminal offers, or none at all.
public enum ColourChoice: String, Hashable, Sendable, Codable, CaseIterable {
  /// The terminal's own colour mode, as `ColorMode.detect` finds it.
  case auto
  /// Bold, dim, underline and reverse only, on any terminal: for players who find colours distracting,
  /// or whose terminal's colours clash with the game's.
  case monochrome
}
