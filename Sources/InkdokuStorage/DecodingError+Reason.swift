import Foundation

extension DecodingError {
  /// A short account for the player: where in the file and what was wrong.
  public var reason: String {
    switch self {
    case .keyNotFound(let key, let context):
      return "missing \"\(Self.path(context.codingPath + [key]))\""
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
      return Self.place(context) + context.debugDescription
    @unknown default: return "\(self)"
    }
  }

  /// `reason`, or "not valid JSON" when `bytes` are not JSON at all: Foundation gives syntax errors no
  /// useful account, and only this failure path pays for telling them apart.
  public func reason(decoding bytes: Data) -> String {
    (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) == nil
      ? "not valid JSON" : reason
  }

  private static func place(_ context: Context) -> String {
    context.codingPath.isEmpty ? "" : "\(path(context.codingPath)): "
  }

  /// `game.history.undo[3]`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce("") { text, key in
      if let index = key.intValue { return text + "[\(index)]" }
      return text.isEmpty ? key.stringValue : text + "." + key.stringValue
    }
  }
}
