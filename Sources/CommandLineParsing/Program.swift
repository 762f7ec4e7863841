/// The program a command line belongs to, as its help, messages and completion scripts name it.
public struct Program: Hashable, Sendable {
  /// The word typed to run it.
  public let name: String
  public let version: String
  /// What the overview says the program is, after its name and version.
  public let tagline: String

  public init(name: String, version: String, tagline: String) {
    self.name = name
    self.version = version
    self.tagline = tagline
  }
}
