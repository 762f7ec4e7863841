import SafeText

/// Lays out the overview and each command's help as plain text wrapped to 80 columns.
public enum HelpFormatter {
  static let width = 80
  /// A term wider than this puts its description on the next line instead of widening the table.
  static let maxTermWidth = 24

  public static func overview(of program: Program, commands: [any Command], options: [OptionSpec]) -> String {
    var lines = [
      "\(program.name) \(program.version) - \(program.tagline)",
      "",
      "Usage: \(program.name) COMMAND [OPTIONS] [ARGUMENTS]",
      "       \(program.name) --help | --version",
      "",
      "Commands:",
    ]
    lines += table(commands.map { ($0.name, $0.summary) })
    lines += ["", "Options:"]
    lines += table(optionRows(options))
    lines += ["", "Run '\(program.name) help COMMAND' for a command's options, examples and exit statuses."]
    return lines.joined(separator: "\n") + "\n"
  }

  public static func help(for command: any Command, of program: Program) -> String {
    var usage = "Usage: \(program.name) \(command.name)"
    if !command.options.isEmpty { usage += " [OPTIONS]" }
    for argument in command.arguments {
      usage += argument.isRequired ? " \(argument.name)" : " [\(argument.name)]"
    }
    var lines = ["\(program.name) \(command.name) - \(command.summary)", "", usage]
    if let discussion = command.discussion {
      lines.append("")
      for paragraph in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += wrap(String(paragraph), firstPrefix: "", restPrefix: "")
      }
    }
    if !command.arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += table(command.arguments.map { ($0.name, $0.help) })
    }
    lines += ["", "Options:"]
    lines += table(optionRows(command.options))
    if !command.examples.isEmpty {
      lines += ["", "Examples:"]
      for example in command.examples {
        lines.append("  " + example.commandLine)
        lines += wrap(example.explanation, firstPrefix: "      ", restPrefix: "      ")
      }
    }
    lines += ["", "Exit status:"]
    lines += table(command.exitStatuses.map { ("\($0.code)", $0.meaning) })
    return lines.joined(separator: "\n") + "\n"
  }

  /// GNU style: `-c, --count`, `    --format FORMAT`, and the implicit `--help` last.
  private static func optionRows(_ options: [OptionSpec]) -> [(String, String)] {
    (options + [.help]).map { option in
      var term = option.shortName.map { "-\($0), " } ?? "    "
      term += option.spelling
      if let valueName = option.valueName { term += " \(valueName)" }
      return (term, option.help)
    }
  }

  /// Two columns indented by two spaces; descriptions wrap under their own column.
  static func table(_ rows: [(term: String, description: String)]) -> [String] {
    let column = rows.map(\.term.count).filter { $0 <= maxTermWidth }.max() ?? 0
    let indent = String(repeating: " ", count: 2 + column + 2)
    return rows.flatMap { row -> [String] in
      let term = "  " + row.term
      guard row.term.count <= column else {
        return [term] + wrap(row.description, firstPrefix: indent, restPrefix: indent)
      }
      let padded = term + String(repeating: " ", count: indent.count - term.count)
      return wrap(row.description, firstPrefix: padded, restPrefix: indent)
    }
  }

  /// `text` broken at spaces into lines of at most `width` columns where the words allow; a blank
  /// `text` gives the prefix alone, so a blank paragraph stays a blank line.
  static func wrap(_ text: String, firstPrefix: String, restPrefix: String) -> [String] {
    var lines: [String] = []
    var line = firstPrefix
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = restPrefix
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(lineHasWord ? line : line.withoutTrailingSpaces)
    return lines
  }
}
