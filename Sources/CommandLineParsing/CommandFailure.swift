/// An error that ends a command with `PROGRAM: <description>` on stderr and `exitStatus`.
public protocol CommandFailure: Error, CustomStringConvertible {
  var exitStatus: Int32 { get }
}

extension InputError: CommandFailure {
  public var exitStatus: Int32 { 2 }
}
