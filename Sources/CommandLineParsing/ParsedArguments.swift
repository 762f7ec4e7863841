/// A command line split by `ArgumentParser`: the options given, by spec, and the positional arguments.
public struct ParsedArguments: Equatable, Sendable {
  /// Set when `--help` or `-h` was met; parsing stops there, so the rest is not examined.
  public internal(set) var isHelpRequested = false
  public internal(set) var positionals: [String] = []
  /// Long option name to value; a flag's value is empty. A repeated option keeps its last value.
  var values: [String: String] = [:]

  /// No options and no arguments.
  public init() {}

  public func isSet(_ option: OptionSpec) -> Bool { values[option.name] != nil }

  /// The option's value as typed, or nil when the option was not given.
  public func value(_ option: OptionSpec) -> String? { values[option.name] }

  /// The option's value as an integer of at least 1, or nil when the option was not given.
  public func positiveInteger(_ option: OptionSpec) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let number = Int(text), number > 0 else {
      throw .badValue(option, expected: "a positive integer", got: text)
    }
    return number
  }

  /// The option's value as one of `Choice`'s cases, named by raw value, or `defaultChoice`.
  public func choice<Choice: RawRepresentable & CaseIterable>(
    _ option: OptionSpec, default defaultChoice: Choice
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let text = value(option) else { return defaultChoice }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw .badValue(option, expected: "one of \(names)", got: text)
    }
    return choice
  }
}
