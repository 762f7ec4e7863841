/// One positional argument a command accepts, such as `FILE`.
public struct ArgumentSpec: Hashable, Sendable {
  /// The placeholder shown in help and in messages.
  public let name: String
  public let help: String
  public let isRequired: Bool

  public init(_ name: String, help: String, isRequired: Bool = false) {
    self.name = name
    self.help = help
    self.isRequired = isRequired
  }
}
