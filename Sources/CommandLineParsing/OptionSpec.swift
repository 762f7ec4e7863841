/// One option a command accepts: `--name`, an optional `-x` alias, and a value when `valueName` is set.
public struct OptionSpec: Hashable, Sendable {
  /// The long name, without the leading `--`.
  public let name: String
  public let shortName: Character?
  /// The placeholder shown in help, such as `FORMAT`; nil for a flag, which takes no value.
  public let valueName: String?
  public let help: String
  /// What a shell offers for the value.
  public let completion: ValueCompletion

  /// An option that is either present or absent.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: nil, help: help, completion: .none)
  }

  /// An option followed by a value, as `--name VALUE`, `--name=VALUE`, `-x VALUE` or `-xVALUE`.
  public static func value(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    completion: ValueCompletion = .none
  ) -> OptionSpec {
    OptionSpec(name: name, shortName: short, valueName: valueName, help: help, completion: completion)
  }

  /// Every command understands `--help`; the parser stops at it.
  public static let help = OptionSpec.flag("help", short: "h", help: "Show this help")

  public var takesValue: Bool { valueName != nil }
  public var spelling: String { "--\(name)" }
}
