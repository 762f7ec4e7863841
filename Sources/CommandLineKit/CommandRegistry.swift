import CommandLineParsing
import Glibc
import SafeText
import TerminalUI

/// The `inkdoku` command line: picks the command named by the first argument and runs it, turning
/// errors into messages on stderr and exit statuses.
public struct CommandRegistry {
  static let version = OptionSpec.flag("version", help: "Show the version")

  private let help: HelpCommand
  private let versionDetails: () -> [String]
  private let defaultCommand: String?

  /// `commands` are listed in the overview in this order, followed by `completion` and `help`. `versionDetails` gives
  /// lines that `--version` prints after `inkdoku <version>`, computed only when asked for.
  /// `defaultCommand` runs when there are no arguments at all; without one, the overview is printed.
  public init(
    commands: [any Command], defaultCommand: String? = nil, versionDetails: @escaping () -> [String] = { [] }
  ) {
    let completion = CompletionCommand(commands: commands, topLevelOptions: [Self.version])
    help = HelpCommand(topics: commands + [completion], topLevelOptions: [Self.version])
    self.defaultCommand = defaultCommand
    precondition(
      Set(help.allCommands.map(\.name)).count == help.allCommands.count, "command names must be unique")
    self.versionDetails = versionDetails
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public func run(_ arguments: [String], console: Console) async -> Int32 {
    await Self.finish(console: console, usagePrefix: Version.tool) { () async throws -> Int32 in
      let parsed = try ArgumentParser.parse(
        arguments, options: [Self.version], stoppingAtFirstPositional: true)
      if parsed.isSet(Self.version) && !parsed.isHelpRequested {
        if let extra = parsed.positionals.first { throw UsageError.unexpectedArgument(extra) }
        for line in ["\(Version.tool) \(Version.number)"] + versionDetails() { try console.writeLine(line) }
        return 0
      }
      if arguments.isEmpty, let name = defaultCommand {
        return try await run(help.command(named: name), [], console: console)
      }
      guard !parsed.isHelpRequested, let name = parsed.positionals.first else {
        return try help.run(ParsedArguments(), console: console)
      }
      return try await run(help.command(named: name), Array(parsed.positionals.dropFirst()), console: console)
    }
  }

  private func run(_ command: any Command, _ arguments: [String], console: Console) async -> Int32 {
    await Self.finish(console: console, usagePrefix: "\(Version.tool) \(command.name)") {
      () async throws -> Int32 in
      let parsed = try ArgumentParser.parse(
        arguments, options: command.options, positionals: command.arguments)
      guard !parsed.isHelpRequested else {
        try console.write(HelpFormatter.help(for: command, of: Version.program))
        return 0
      }
      return try await command.run(parsed, console: console)
    }
  }

  /// Runs `body`, flushes the output, and maps what was thrown to a message and an exit status.
  private static func finish(
    console: Console, usagePrefix: String, _ body: () async throws -> Int32
  ) async -> Int32 {
    do {
      let status = try await body()
      try console.flush()
      return status
    } catch let error as UsageError {
      try? console.report("\(usagePrefix): \(error)")
      try? console.report("Try '\(usagePrefix) --help'.")
      return 2
    } catch let error as WriteError {
      // Like a process that SIGPIPE killed, but without the signal: the reader wants no more.
      if error.isBrokenPipe { return 128 + SIGPIPE }
      try? console.report("\(Version.tool): \(error)")
      return 1
    } catch let error as CommandFailure {
      // Failures quote file names and file contents: whatever they hold is shown, never obeyed.
      try? console.report("\(Version.tool): \(TerminalSafe.escape(String(describing: error)))")
      return error.exitStatus
    } catch {
      try? console.report("\(Version.tool): \(TerminalSafe.escape(String(describing: error)))")
      return 1
    }
  }
}
