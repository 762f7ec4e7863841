import CommandLineParsing

/// `inkdoku completion bash|zsh|fish`: the shell completion script, made from the registered commands.
struct CompletionCommand: Command {
  /// The shells a script can be written for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The other registered commands; `help` and this one are added to the script.
  let commands: [any Command]
  let topLevelOptions: [OptionSpec]

  let name = "completion"
  let summary = "Print the shell completion script for bash, zsh or fish"
  let discussion: String? = """
    The script completes the commands, their options, the difficulty names and other option values, and \
    file arguments. The packages install it; to try it in the current bash: source <(inkdoku completion bash).
    """
  var arguments: [ArgumentSpec] {
    [
      ArgumentSpec(
        "SHELL", help: Shell.allCases.map(\.rawValue).joined(separator: ", "), isRequired: true,
        completion: .words(Shell.allCases.map(\.rawValue)))
    ]
  }
  let examples = [
    Example(
      "\(Version.tool) completion bash > ~/.local/share/bash-completion/completions/inkdoku",
      "Install it for bash.")
  ]

  /// Every command the script knows, in the overview's order.
  var allCommands: [any Command] {
    HelpCommand(topics: commands + [self], topLevelOptions: topLevelOptions).allCommands
  }

  func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let word = parsed.positionals[0]
    guard let shell = Shell(rawValue: word) else {
      throw UsageError(
        "unknown shell \(UsageError.quoted(word)) (expected \(Shell.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    try console.write(script(for: shell))
    return 0
  }

  func script(for shell: Shell) -> String {
    switch shell {
    case .bash: BashCompletion.script(of: Version.program, commands: allCommands, options: topLevelOptions)
    case .zsh: ZshCompletion.script(of: Version.program, commands: allCommands, options: topLevelOptions)
    case .fish: FishCompletion.script(of: Version.program, commands: allCommands, options: topLevelOptions)
    }
  }
}
