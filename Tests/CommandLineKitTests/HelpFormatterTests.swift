import Testing

@testable import CommandLineKit
@testable import CommandLineParsing

/// The help of inkdoku's own commands; the layout rules alone are tested in `CommandLineParsingTests`.
@Suite struct HelpFormatterTests {
  static let solveHelp = HelpFormatter.help(for: SolveCommand(), of: Version.program)

  @Test func commandHelpShowsEveryOption() {
    let command = SolveCommand()
    for option in command.options + [.help] {
      #expect(Self.solveHelp.contains(option.spelling))
      if let short = option.shortName { #expect(Self.solveHelp.contains("-\(short), \(option.spelling)")) }
      if let valueName = option.valueName {
        #expect(Self.solveHelp.contains("\(option.spelling) \(valueName)"))
      }
      #expect(Self.solveHelp.contains(option.help.split(separator: " ").prefix(4).joined(separator: " ")))
    }
  }

  @Test func commandHelpShowsUsageArgumentsExamplesAndExitStatuses() {
    let command = SolveCommand()
    #expect(
      Self.solveHelp.hasPrefix(
        "inkdoku solve - \(command.summary)\n\nUsage: inkdoku solve [OPTIONS] [FILE]\n"))
    for argument in command.arguments { #expect(Self.solveHelp.contains("\n  \(argument.name)  ")) }
    for example in command.examples {
      #expect(Self.solveHelp.contains("\n  \(example.commandLine)\n      \(example.explanation)\n"))
    }
    #expect(
      Self.solveHelp.hasSuffix(
        """
        Exit status:
          0  every puzzle has exactly one solution
          1  some puzzle has no solution (repeated givens included) or more than one
          2  invalid command line, or input that cannot be read as puzzles

        """))
  }

  @Test func everyFormatIsNamedInTheHelp() {
    #expect(Self.solveHelp.contains("line, sdk, ss, marks, auto"))
  }

  @Test func linesFitTheWidth() {
    let overview = HelpFormatter.overview(of: Version.program, commands: [SolveCommand()], options: [])
    for line in (Self.solveHelp + overview).split(separator: "\n") {
      #expect(line.count <= HelpFormatter.width, "\(line)")
      #expect(!line.hasSuffix(" "), "\(line)")
    }
  }

  @Test func overviewListsCommandsAndOptions() {
    let overview = HelpFormatter.overview(
      of: Version.program, commands: [SolveCommand()], options: [CommandRegistry.version])
    #expect(overview.hasPrefix("inkdoku 0.1.0 - "))
    #expect(overview.contains("\n  solve  Solve puzzles read from a file or standard input\n"))
    #expect(overview.contains("\n      --version  Show the version\n"))
    #expect(overview.contains("\n  -h, --help     Show this help\n"))
  }
}
