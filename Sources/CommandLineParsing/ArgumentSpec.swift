/// One positional argument a command accepts, such as `FILE`.
public struct ArgumentSpec: Hashable, Sendable {
  /// The placeholder shown in help and in messages.
  public let name: String
  public let help: String
  public let isRequired: Bool
  /// What a shell offers for it: a file unless said otherwise.
  public let completion: ValueCompletion

  public init(_ name: String, help: String, isRequired: Bool = false, completion: ValueCompletion = .file) {
    self.name = name
    self.help = help
    self.isRequired = isRequired
    self.completion = completion
  }
}
