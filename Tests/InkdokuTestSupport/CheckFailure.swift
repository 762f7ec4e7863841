/// What a shared helper throws when a check it makes fails, so the test calling it fails with it.
public struct CheckFailure: Error, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}
