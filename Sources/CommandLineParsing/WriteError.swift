import Glibc

/// Output could not be written; `errno` says why.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
  public let errno: Int32

  public init(errno: Int32) { self.errno = errno }

  /// The reader went away, as when the output is piped into `head`: not worth a message.
  public var isBrokenPipe: Bool { errno == EPIPE }

  public var description: String { "write error: \(SystemError.message(errno))" }
}
