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
    guard let object = try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed) else {
      return "not valid JSON"
    }
    // Foundation calls a number too large for an integer field invalid JSON, naming no field.
    if case .dataCorrupted(let context) = self, context.codingPath.isEmpty,
      let (path, number) = Self.hugeNumber(in: object, at: "")
    {
      return "\"\(path)\" is \(number), too large a number"
    }
    return reason
  }

  /// The first number in `value`, keys in order, beyond any integer's range, and where it is.
  private static func hugeNumber(in value: Any, at path: String) -> (String, String)? {
    if let object = value as? [String: Any] {
      for key in object.keys.sorted() {
        if let found = hugeNumber(in: object[key]!, at: path.isEmpty ? key : "\(path).\(key)") {
          return found
        }
      }
    } else if let array = value as? [Any] {
      for (index, element) in array.enumerated() {
        if let found = hugeNumber(in: element, at: "\(path)[\(index)]") { return found }
      }
    } else if let number = value as? NSNumber, !(abs(number.doubleValue) < 0x1p63) {
      return (path, "\(number)")
    }
    return nil
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
