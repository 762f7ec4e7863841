import CommandLineParsing
import SafeText

/// `inkdoku help [COMMAND]`: the overview, or the help of one command.
struct HelpCommand: Command {
  /// The registered commands, without this one.
  let topics: [any Command]
  let topLevelOptions: [OptionSpec]

  let name = "help"
  let summary = "Show the overview, or the help of a command"
  var arguments: [ArgumentSpec] {
    [ArgumentSpec("COMMAND", help: "The command to explain", completion: .words(allCommands.map(\.name)))]
  }
  let examples = [Example("\(Version.tool) help solve", "Show the options of the solve command.")]

  var allCommands: [any Command] { topics + [self] }

  func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    guard let name = parsed.positionals.first else {
      try console.write(
        HelpFormatter.overview(of: Version.program, commands: allCommands, options: topLevelOptions))
      return 0
    }
    try console.write(HelpFormatter.help(for: command(named: name), of: Version.program))
    return 0
  }

  func command(named name: String) throws(UsageError) -> any Command {
    if let command = allCommands.first(where: { $0.name == name }) { return command }
    throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, among: allCommands.map(\.name)))
  }
}
