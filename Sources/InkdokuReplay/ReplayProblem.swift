import SafeText
import TerminalUI

/// Something wrong in a replay file, at a line: thrown when the file cannot be replayed, kept as a
/// warning when it can (a last line cut off by a crash).
public struct ReplayProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var line: Int
  /// Already safe to print: text taken from the file has its control characters spelled out.
  public var reason: String

  public init(line: Int, _ reason: String) {
    self.line = line
    self.reason = TerminalSafe.escape(reason)
  }

  public var description: String { "line \(line): \(reason)" }
}
