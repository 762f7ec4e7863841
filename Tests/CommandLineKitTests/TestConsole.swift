import CommandLineParsing

@testable import CommandLineKit

/// Collects what a command writes; set `failure` to make every write fail like a closed pipe would.
final class MemoryOutput: TextOutput {
  private(set) var text = ""
  var failure: WriteError?

  func write(_ text: String) throws(WriteError) {
    if let failure { throw failure }
    self.text += text
  }

  func flush() throws(WriteError) {
    if let failure { throw failure }
  }
}

/// What one run of the command line produced.
struct RunResult: Equatable {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs `arguments` through a registry holding `commands`, with `input` as standard input.
func inkdoku(
  _ arguments: [String], input: [UInt8] = [], commands: [any Command] = [SolveCommand()],
  outputFailure: WriteError? = nil, versionDetails: @escaping () -> [String] = { [] }
) async -> RunResult {
  let output = MemoryOutput()
  output.failure = outputFailure
  let errors = MemoryOutput()
  let console = Console(output: output, diagnostics: errors, standardInput: { input })
  let status = await CommandRegistry(commands: commands, versionDetails: versionDetails)
    .run(arguments, console: console)
  return RunResult(status: status, output: output.text, errors: errors.text)
}

func inkdoku(_ arguments: [String], input: String) async -> RunResult {
  await inkdoku(arguments, input: Array(input.utf8))
}
