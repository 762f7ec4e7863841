import CommandLineParsing
import SafeText

/// A FILE argument: a path, or standard input for `-` and for no argument at all.
public enum InputFile: Hashable, Sendable {
  case standardInput
  case path(String)

  /// Inputs larger than this are refused, so that a huge or endless file is not read into memory.
  public static let sizeLimit = 64 << 20

  public init(argument: String?) {
    switch argument {
    case nil, "-": self = .standardInput
    case let path?: self = .path(path)
    }
  }

  /// How messages name the input; safe to print.
  public var name: String {
    switch self {
    case .standardInput: return "<stdin>"
    case .path(let path): return TerminalSafe.escape(path)
    }
  }

  /// `bytes` as text, refusing binary data: a NUL byte or anything that is not UTF-8.
  package static func decode(_ bytes: [UInt8]) throws(InputError.Reason) -> String {
    if let nul = bytes.firstIndex(of: 0) { throw .nulByte(offset: nul) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    throw .notUTF8(offset: offset, byte: bytes[offset])
  }
}
