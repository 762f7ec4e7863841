import SafeText

/// A command line that does not fit the command's options and arguments; its message is safe to print.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String

  /// `message` is printed as is: quote anything the user typed with `quoted(_:)`.
  public init(_ message: String) { self.message = message }

  public var description: String { message }

  /// `text` in single quotes, with control characters spelled out.
  public static func quoted(_ text: String) -> String { "'\(TerminalSafe.escape(text))'" }

  static func unknownOption(_ spelling: String, suggestion: String?) -> UsageError {
    UsageError("unknown option \(quoted(spelling))" + didYouMean(suggestion))
  }

  static func unknownOption(
    _ letter: Character, in cluster: String, suggestion: String?
  ) -> UsageError {
    UsageError("unknown option \(quoted("-\(letter)")) in \(quoted(cluster))" + didYouMean(suggestion))
  }

  public static func unknownCommand(_ name: String, suggestion: String?) -> UsageError {
    UsageError("unknown command \(quoted(name))" + didYouMean(suggestion))
  }

  static func missingValue(_ option: OptionSpec) -> UsageError {
    UsageError("option '\(option.spelling)' needs a value")
  }

  static func unexpectedValue(_ option: OptionSpec) -> UsageError {
    UsageError("option '\(option.spelling)' takes no value")
  }

  public static func badValue(_ option: OptionSpec, expected: String, got value: String) -> UsageError {
    UsageError("\(option.spelling) expects \(expected), got \(quoted(value))")
  }

  public static func unexpectedArgument(_ argument: String) -> UsageError {
    UsageError("unexpected argument \(quoted(argument))")
  }

  static func missingArgument(_ argument: ArgumentSpec) -> UsageError {
    UsageError("missing argument \(argument.name)")
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean \(quoted($0))?)" } ?? ""
  }
}
