import CommandLineParsing
import SudokuKit
import Testing

@testable import CommandLineKit

/// The completion scripts are written from the registered commands: every command, option and value
/// list is in each of them, and nothing else can fall out of step.
@Suite struct CompletionCommandTests {
  static var commands: [any Command] {
    [
      PlayCommand(), DailyCommand(), ReplayCommand(), ShareCommand(), SolveCommand(), GradeCommand(),
      StatsCommand(), HandCommand(),
      GenerateCommand(), RecognizeCommand(), InkCommand(),
    ]
  }
  static var completion: CompletionCommand {
    CompletionCommand(commands: commands, topLevelOptions: [CommandRegistry.version])
  }

  @Test(arguments: CompletionCommand.Shell.allCases)
  func everyCommandOptionAndValueIsOffered(shell: CompletionCommand.Shell) {
    let script = Self.completion.script(for: shell)
    for command in Self.completion.allCommands {
      #expect(script.contains(command.name), "\(command.name)")
      for option in command.options + [.help] {
        #expect(
          script.contains(shell == .fish ? "-l \(option.name) " : option.spelling), "\(option.spelling)")
        if let short = option.shortName {
          #expect(script.contains(shell == .fish ? "-s \(short) " : "-\(short)"), "-\(short)")
        }
      }
    }
    #expect(script.contains(Difficulty.allCases.map(\.rawValue).joined(separator: " ")))
    #expect(script.contains("render show"))
    #expect(script.contains("bash zsh fish"))
  }

  @Test func theRegistryListsItAndPrintsEachScript() async {
    for shell in CompletionCommand.Shell.allCases {
      let result = await inkdoku(["completion", shell.rawValue], commands: Self.commands)
      #expect(result == RunResult(status: 0, output: Self.completion.script(for: shell), errors: ""))
    }
    #expect(await inkdoku(["help"], commands: Self.commands).output.contains("\n  completion  "))
  }

  @Test func anUnknownShellIsAUsageError() async {
    let result = await inkdoku(["completion", "tcsh"])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("inkdoku completion: unknown shell 'tcsh' (expected bash, zsh, fish)\n"))
  }

  @Test func zshQuotesHelpTextThatHoldsQuotesAndBrackets() {
    let script = Self.completion.script(for: .zsh)
    #expect(script.contains(#"'daily:Play today'\''s puzzle'"#))
    #expect(!script.contains("[Play this puzzle (1-9 givens, '.'"))
  }
}
