/// Why a model file cannot be used; the description is the message to show after the file's name.
public enum ModelLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There is no model file where one was looked for.
  case missing
  /// The file ends at this byte while more was expected (at 0: it is empty).
  case truncated(at: Int)
  /// The file does not start with `INKMODEL`.
  case badMagic
  case unsupportedVersion(UInt32)
  /// Bytes follow the metadata, from this offset on.
  case trailingBytes(at: Int)
  /// The content breaks a rule of the format: shapes that do not chain, sizes out of bounds, a float
  /// that is not finite…
  case corrupt(String)

  public var description: String {
    switch self {
    case .missing: "missing"
    case .truncated(let offset): offset == 0 ? "the file is empty" : "truncated at byte \(offset)"
    case .badMagic: "bad magic (not an Inkdoku model file)"
    case .unsupportedVersion(let version): "unsupported version \(version)"
    case .trailingBytes(let offset): "unexpected bytes after the end of the model, from byte \(offset)"
    case .corrupt(let problem): problem
    }
  }
}
