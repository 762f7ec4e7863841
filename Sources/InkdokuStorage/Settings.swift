import InkKit
import Preferences
import SudokuKit

/// The player's preferences, from `settings.json`. Every key may be left out, so a file written by an
/// older Inkdoku still loads; a key that is not a setting, or a value a setting does not allow, is
/// refused with its name (`SettingsSchema`): the game rewrites the file when a setting changes on its
/// settings screen, and a misspelled key would otherwise do nothing without a word.
public struct Settings: Codable, Equatable, Sendable {
  /// Draw with ASCII only; nil decides from the terminal's locale.
  public var asciiOnly: Bool?
  /// Record every session to a replay file.
  public var recordReplays: Bool
  public var pencil: InkSettings
  /// The rules new games start with: the `check` mode, the `mistakeLimit`, live `candidates` and
  /// `autoRemove`, top-level keys.
  public var rules: GameRules
  /// When the writing pad shows.
  public var pad: PadMode
  /// The terminal's colours, or monochrome on any terminal.
  public var colours: ColourChoice
  /// Whether the panel shows the game clock (which runs for the statistics either way).
  public var showTimer: Bool
  /// Whether the pencil learns the player's hand from play and reads with it.
  public var learnHand: Bool
  /// Whether the game pauses when the terminal says its window lost focus.
  public var pauseWhenLeft: Bool

  public init(
    asciiOnly: Bool? = nil, recordReplays: Bool = false,
    pencil: InkSettings = InkSettings(), rules: GameRules = GameRules(), pad: PadMode = .auto,
    colours: ColourChoice = .auto, showTimer: Bool = true, learnHand: Bool = true, pauseWhenLeft: Bool = true
  ) {
    self.pauseWhenLeft = pauseWhenLeft
    self.asciiOnly = asciiOnly
    self.recordReplays = recordReplays
    self.pencil = pencil
    self.rules = rules
    self.pad = pad
    self.colours = colours
    self.showTimer = showTimer
    self.learnHand = learnHand
  }

  private enum CodingKeys: String, CodingKey {
    case asciiOnly, recordReplays, pencil, pad, colours, showTimer, learnHand, pauseWhenLeft
  }

  public init(from decoder: any Decoder) throws {
    let problems = SettingsSchema.problems(in: try JSONValue(from: decoder))
    guard problems.isEmpty else { throw InvalidSettings(problems: problems) }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    asciiOnly = try container.decodeIfPresent(Bool.self, forKey: .asciiOnly)
    recordReplays = try container.decode(.recordReplays, default: defaults.recordReplays)
    pencil = try container.decode(.pencil, default: defaults.pencil)
    pad = try container.decode(.pad, default: defaults.pad)
    colours = try container.decode(.colours, default: defaults.colours)
    showTimer = try container.decode(.showTimer, default: defaults.showTimer)
    learnHand = try container.decode(.learnHand, default: defaults.learnHand)
    pauseWhenLeft = try container.decode(.pauseWhenLeft, default: defaults.pauseWhenLeft)
    rules = try GameRules(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(asciiOnly, forKey: .asciiOnly)
    try container.encode(recordReplays, forKey: .recordReplays)
    try container.encode(pencil, forKey: .pencil)
    try container.encode(pad, forKey: .pad)
    try container.encode(colours, forKey: .colours)
    try container.encode(showTimer, forKey: .showTimer)
    try container.encode(learnHand, forKey: .learnHand)
    try container.encode(pauseWhenLeft, forKey: .pauseWhenLeft)
    try rules.encode(to: encoder)
  }
}

extension Settings {
  /// The settings the game plays by. The file keeps them as top-level keys beside the command line's
  /// own (`asciiOnly`, `recordReplays`); the game reads and changes them as one value.
  public var play: PlaySettings {
    get {
      PlaySettings(
        rules: rules, pad: pad, pencil: pencil,
        display: DisplaySettings(colours: colours, showTimer: showTimer, pauseWhenLeft: pauseWhenLeft),
        learnHand: learnHand)
    }
    set {
      rules = newValue.rules
      pad = newValue.pad
      pencil = newValue.pencil
      colours = newValue.display.colours
      showTimer = newValue.display.showTimer
      pauseWhenLeft = newValue.display.pauseWhenLeft
      learnHand = newValue.learnHand
    }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `fallback` when the key is absent or null.
  func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
    try decodeIfPresent(T.self, forKey: key) ?? fallback
  }
}
