import SafeText

/// Splits a command's arguments into options and positional arguments.
///
/// Understands `--name`, `--name VALUE`, `--name=VALUE`, `-x`, `-x VALUE`, `-xVALUE`, bundled flags
/// (`-ab`), and `--`, after which everything is positional. A lone `-` is positional: it names standard
/// input. An option's value is taken as is, even when it starts with `-`.
public enum ArgumentParser {
  /// Parses `arguments` against `options` (plus the implicit `--help`) and `positionals`.
  ///
  /// With `stoppingAtFirstPositional`, the first positional argument and everything after it are
  /// returned unexamined, for a command word whose own arguments follow it.
  public static func parse(
    _ arguments: [String], options: [OptionSpec], positionals: [ArgumentSpec] = [],
    stoppingAtFirstPositional: Bool = false
  ) throws(UsageError) -> ParsedArguments {
    let options = options + [.help]
    var parsed = ParsedArguments()
    var rest = arguments[...]
    while let token = rest.popFirst() {
      if token == "--" {
        parsed.positionals += rest
        break
      }
      guard token.hasPrefix("-") && token != "-" else {
        parsed.positionals.append(token)
        if stoppingAtFirstPositional {
          parsed.positionals += rest
          return parsed
        }
        continue
      }
      let (option, value) =
        token.hasPrefix("--")
        ? try longOption(token, options: options, rest: &rest)
        : try shortOptions(token, options: options, rest: &rest, into: &parsed)
      if option == .help {
        parsed.isHelpRequested = true
        return parsed
      }
      parsed.values[option.name] = value
    }
    if !stoppingAtFirstPositional { try check(parsed.positionals, against: positionals) }
    return parsed
  }

  private static func longOption(
    _ token: String, options: [OptionSpec], rest: inout ArraySlice<String>
  ) throws(UsageError) -> (OptionSpec, String) {
    let body = token.dropFirst(2)
    let name = String(body.prefix { $0 != "=" })
    let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
    guard let option = options.first(where: { $0.name == name }) else {
      let suggestion = Suggestion.closest(to: name, among: options.map(\.name))
      throw .unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" })
    }
    guard option.takesValue else {
      guard inlineValue == nil else { throw .unexpectedValue(option) }
      return (option, "")
    }
    guard let value = inlineValue ?? rest.popFirst() else { throw .missingValue(option) }
    return (option, value)
  }

  /// Records every flag of a `-abc` cluster but the last option, which is returned with its value.
  private static func shortOptions(
    _ token: String, options: [OptionSpec], rest: inout ArraySlice<String>,
    into parsed: inout ParsedArguments
  ) throws(UsageError) -> (OptionSpec, String) {
    var letters = token.dropFirst()
    while let letter = letters.popFirst() {
      guard let option = options.first(where: { $0.shortName == letter }) else {
        // `-count` is more likely a long option with one dash than a cluster of letters.
        let suggestion = Suggestion.closest(to: String(token.dropFirst()), among: options.map(\.name))
        let longSuggestion = suggestion.map { "--\($0)" }
        throw token.count == 2
          ? .unknownOption(token, suggestion: longSuggestion)
          : .unknownOption(letter, in: token, suggestion: longSuggestion)
      }
      if option.takesValue {
        guard let value = letters.isEmpty ? rest.popFirst() : String(letters) else {
          throw .missingValue(option)
        }
        return (option, value)
      }
      guard !letters.isEmpty && option != .help else { return (option, "") }
      parsed.values[option.name] = ""
    }
    preconditionFailure("a short option token has at least one letter")
  }

  private static func check(_ given: [String], against expected: [ArgumentSpec]) throws(UsageError) {
    if given.count > expected.count { throw .unexpectedArgument(given[expected.count]) }
    if let missing = expected.dropFirst(given.count).first(where: \.isRequired) {
      throw .missingArgument(missing)
    }
  }
}
