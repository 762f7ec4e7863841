/// One `PROGRAM COMMAND`: what it is called, how it is documented and parsed, and what it does.
///
/// Only `name`, `summary` and `run` are required.
public protocol Command {
  /// The word after the program's name that selects the command.
  var name: String { get }
  /// One line for the overview, starting with a capital and without a final period.
  var summary: String { get }
  /// Paragraphs for the command's help, after the usage line.
  var discussion: String? { get }
  var options: [OptionSpec] { get }
  var arguments: [ArgumentSpec] { get }
  var examples: [Example] { get }
  var exitStatuses: [ExitStatus] { get }

  /// Does the work and returns the exit status. Throw `UsageError` for a bad option value (it is shown
  /// with a hint to `--help`, status 2) and a `CommandFailure` for anything the user must fix.
  /// A command with nothing to await implements this as a plain `throws` function.
  func run(_ parsed: ParsedArguments, console: Console) async throws -> Int32
}

extension Command {
  public var discussion: String? { nil }
  public var options: [OptionSpec] { [] }
  public var arguments: [ArgumentSpec] { [] }
  public var examples: [Example] { [] }
  public var exitStatuses: [ExitStatus] { [.success, .usage] }
}

/// A command line shown in a command's help, with what it does.
public struct Example: Hashable, Sendable {
  public let commandLine: String
  public let explanation: String

  public init(_ commandLine: String, _ explanation: String) {
    self.commandLine = commandLine
    self.explanation = explanation
  }
}

/// An exit status a command documents, with what it means.
public struct ExitStatus: Hashable, Sendable {
  public let code: Int32
  public let meaning: String

  public init(_ code: Int32, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }

  public static let success = ExitStatus(0, "success")
  /// What a `UsageError` ends with.
  public static let usage = ExitStatus(2, "invalid command line")
}
