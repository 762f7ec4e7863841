/// An input that could not be read as text; its description is `name: reason`, safe to print.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// How messages name the input, such as `<stdin>`; safe to print.
  public let source: String
  public let reason: Reason

  public init(source: String, reason: Reason) {
    self.source = source
    self.reason = reason
  }

  /// Why the input was refused.
  public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
    /// Opening or reading failed with this `errno`.
    case system(Int32)
    /// The input holds more than this many bytes.
    case tooLarge(limit: Int)
    /// The byte at `offset` does not continue valid UTF-8.
    case notUTF8(offset: Int, byte: UInt8)
    /// A NUL byte at `offset`: binary data, even when it decodes.
    case nulByte(offset: Int)

    public var description: String {
      switch self {
      case .system(let code):
        return SystemError.message(code)
      case .tooLarge(let limit):
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return "too large (more than \(size)); not read"
      case .notUTF8(let offset, let byte):
        let hex = String(byte, radix: 16, uppercase: true)
        return "not UTF-8 text (invalid byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(offset))"
      case .nulByte(let offset):
        return "not a text file (NUL byte at offset \(offset))"
      }
    }
  }

  public var description: String { "\(source): \(reason)" }
}
