import SudokuKit

/// An error that ends a command with `inkdoku: <description>` on stderr and `exitStatus`.
public protocol CommandFailure: Error, CustomStringConvertible {
  var exitStatus: Int32 { get }
}

extension InputError: CommandFailure {
  public var exitStatus: Int32 { 2 }
}

extension PuzzleReadError: CommandFailure {
  public var exitStatus: Int32 { 2 }
}
