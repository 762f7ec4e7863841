import CommandLineParsing
import Glibc
import Testing

@testable import CommandLineKit

@Suite struct CommandRegistryTests {
  /// Echoes its arguments after a suspension, or fails in the way `--fail` names.
  struct EchoCommand: Command {
    struct Refusal: CommandFailure {
      var exitStatus: Int32 { 3 }
      var description: String { "refused" }
    }
    struct Oops: Error {}

    static let fail = OptionSpec.value("fail", valueName: "HOW", help: "Fail: refuse or oops")
    let name = "echo"
    let summary = "Print the arguments"
    let options = [Self.fail]
    let arguments = [ArgumentSpec("WORD", help: "A word"), ArgumentSpec("MORE", help: "Another")]

    func run(_ parsed: ParsedArguments, console: Console) async throws -> Int32 {
      await Task.yield()
      switch parsed.value(Self.fail) {
      case "refuse": throw Refusal()
      case "oops": throw Oops()
      default:
        try console.writeLine(parsed.positionals.joined(separator: " "))
        return 0
      }
    }
  }

  static var completion: CompletionCommand {
    CompletionCommand(commands: [SolveCommand()], topLevelOptions: [CommandRegistry.version])
  }
  static let overview = HelpFormatter.overview(
    of: Version.program,
    commands: [
      SolveCommand(), completion, HelpCommand(topics: [SolveCommand(), completion], topLevelOptions: []),
    ],
    options: [CommandRegistry.version])

  @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["--help", "solve"], ["--version", "--help"]])
  func overview(arguments: [String]) async {
    #expect(await inkdoku(arguments) == RunResult(status: 0, output: Self.overview, errors: ""))
  }

  @Test func overviewListsCompletionAndHelpAfterTheCommands() {
    #expect(
      Self.overview.contains(
        "  solve       Solve puzzles read from a file or standard input\n  completion  Print the shell"))
    #expect(Self.overview.contains("completion script for bash, zsh or fish\n  help        Show"))
  }

  @Test func commandHelp() async {
    let help = HelpFormatter.help(for: SolveCommand(), of: Version.program)
    for arguments in [
      ["solve", "--help"], ["solve", "-h"], ["help", "solve"], ["solve", "--count", "-h"],
    ] {
      #expect(await inkdoku(arguments) == RunResult(status: 0, output: help, errors: ""))
    }
    #expect(await inkdoku(["help", "help"]).output.hasPrefix("inkdoku help - Show the overview"))
  }

  @Test func version() async {
    #expect(await inkdoku(["--version"]) == RunResult(status: 0, output: "inkdoku 0.1.0\n", errors: ""))
    let detailed = await inkdoku(["--version"], versionDetails: { ["model: abc"] })
    #expect(detailed.output == "inkdoku 0.1.0\nmodel: abc\n")
  }

  @Test func topLevelUsageErrors() async {
    let cases: [([String], String)] = [
      (["sovle"], "inkdoku: unknown command 'sovle' (did you mean 'solve'?)"),
      (["play"], "inkdoku: unknown command 'play'"),
      (["--verison"], "inkdoku: unknown option '--verison' (did you mean '--version'?)"),
      (["--version", "solve"], "inkdoku: unexpected argument 'solve'"),
      (["--version=2"], "inkdoku: option '--version' takes no value"),
      (["\u{1B}]0;x\u{7}"], "inkdoku: unknown command '\\u{1B}]0;x\\u{07}'"),
    ]
    for (arguments, message) in cases {
      #expect(
        await inkdoku(arguments)
          == RunResult(status: 2, output: "", errors: message + "\nTry 'inkdoku --help'.\n"))
    }
  }

  @Test func commandUsageErrorsNameTheCommand() async {
    #expect(
      await inkdoku(["solve", "--cout"])
        == RunResult(
          status: 2, output: "",
          errors: "inkdoku solve: unknown option '--cout' (did you mean '--count'?)\n"
            + "Try 'inkdoku solve --help'.\n"))
    #expect(
      await inkdoku(["help", "sovle"])
        == RunResult(
          status: 2, output: "",
          errors: "inkdoku help: unknown command 'sovle' (did you mean 'solve'?)\n"
            + "Try 'inkdoku help --help'.\n"))
  }

  @Test func dispatchesToRegisteredCommands() async {
    let commands: [any Command] = [EchoCommand(), SolveCommand()]
    #expect(
      await inkdoku(["echo", "a", "b"], commands: commands)
        == RunResult(status: 0, output: "a b\n", errors: ""))
    #expect(await inkdoku(["echo", "a", "b", "c"], commands: commands).status == 2)
    #expect(
      await inkdoku([], commands: commands).output.contains(
        "  echo        Print the arguments\n  solve       "))
  }

  @Test func failuresBecomeMessagesAndStatuses() async {
    let commands: [any Command] = [EchoCommand()]
    #expect(
      await inkdoku(["echo", "--fail", "refuse"], commands: commands)
        == RunResult(status: 3, output: "", errors: "inkdoku: refused\n"))
    #expect(
      await inkdoku(["echo", "--fail=oops"], commands: commands)
        == RunResult(status: 1, output: "", errors: "inkdoku: Oops()\n"))
  }

  @Test func brokenPipeEndsQuietly() async {
    let result = await inkdoku(
      ["echo", "a"], commands: [EchoCommand()], outputFailure: WriteError(errno: EPIPE))
    #expect(result == RunResult(status: 141, output: "", errors: ""))
  }

  @Test func otherWriteErrorsAreReported() async {
    let result = await inkdoku(["--version"], outputFailure: WriteError(errno: ENOSPC))
    #expect(
      result == RunResult(status: 1, output: "", errors: "inkdoku: write error: No space left on device\n"))
  }
}
