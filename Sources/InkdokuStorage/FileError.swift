import SafeText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file operation that failed, worded for the player: "cannot save game to PATH: No space left on device".
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// A directory, FIFO or device sits where a file was expected.
    case notRegularFile
    /// The file is larger than anything Inkdoku writes there.
    case tooLarge(limit: Int)
    /// The value holds something JSON cannot express, such as an infinite number.
    case unencodable(String)
    /// The content cannot be used: empty, not JSON, another format, values out of range.
    case unusable(String)
  }

  /// A phrase that reads well before the path: "write", "save game to".
  public var action: String
  public var path: String
  public var reason: Reason
  /// What the player can do about it, said after the reason.
  public var advice: String?

  public init(action: String, path: String, reason: Reason, advice: String? = nil) {
    self.action = action
    self.path = path
    self.reason = reason
    self.advice = advice
  }

  /// The same failure described as part of a larger task, e.g. "save settings to" instead of "write".
  func during(_ task: String) -> FileError {
    FileError(action: task, path: path, reason: reason, advice: advice)
  }

  public var description: String { sentence(naming: path) }

  /// The same sentence with the file's name alone, for the game's one-line message bar: a full path there
  /// pushes the reason off the screen, and the files' places are in the help and the man page.
  public var notice: String {
    sentence(naming: String(Syscall.name(of: path)))
  }

  private func sentence(naming file: String) -> String {
    TerminalSafe.escape("cannot \(action) \(file): \(reason)" + (advice.map { "; \($0)" } ?? ""))
  }
}

extension FileError.Reason: CustomStringConvertible {
  public var description: String {
    switch self {
    case .system(let code): return String(cString: strerror(code))
    case .notRegularFile: return "not a regular file"
    case .tooLarge(let limit): return "larger than \(limit) bytes"
    case .unencodable(let why), .unusable(let why): return why
    }
  }
}
