/// Keys are stored in replays and settings as short strings ("up", "7", "ctrl-r", "f5") so files stay readable.
extension Key: Codable {
  private static let named: [(String, Key)] = [
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
    ("pageup", .pageUp), ("pagedown", .pageDown), ("insert", .insert), ("delete", .delete),
    ("backspace", .backspace), ("enter", .enter), ("tab", .tab), ("backtab", .backTab), ("escape", .escape),
  ]

  /// The stable text form of this key.
  public var name: String {
    switch self {
    case .character(let c): return c == " " ? "space" : String(c)
    case .control(let c): return "ctrl-\(c)"
    case .function(let n): return "f\(n)"
    default: return Key.named.first { $0.1 == self }!.0
    }
  }

  /// Parses the text form; nil for anything unknown.
  public init?(name: String) {
    if let hit = Key.named.first(where: { $0.0 == name }) {
      self = hit.1
    } else if name == "space" {
      self = .character(" ")
    } else if name.hasPrefix("ctrl-"), name.count == 6 {
      self = .control(name.last!)
    } else if name.hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) {
      self = .function(n)
    } else if name.count == 1 {
      self = .character(name.first!)
    } else {
      return nil
    }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let key = Key(name: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown key \(text)"))
    }
    self = key
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(name)
  }
}
