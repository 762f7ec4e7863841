import InkdokuCore

/// A replay line after the header: a message the reducer consumed, or the game as the session ended.
public struct ReplayLine: Sendable {
  /// Seconds since the session started, as the reducer was handed them.
  public var time: Double
  public var content: Content

  /// What a line holds.
  public enum Content: Sendable {
    case message(AppMessage)
    /// Written once when a session ends normally; a recording cut short has none.
    case final(ReplayBoard)
  }

  public init(time: Double, _ content: Content) {
    self.time = time
    self.content = content
  }
}

extension ReplayLine: Codable {
  private enum CodingKeys: String, CodingKey {
    case t, final
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    time = try container.decode(Double.self, forKey: .t)
    if let board = try container.decodeIfPresent(ReplayBoard.self, forKey: .final) {
      content = .final(board)
    } else {
      content = .message(try AppMessage(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .t)
    switch content {
    case .message(let message): try message.encode(to: encoder)
    case .final(let board): try container.encode(board, forKey: .final)
    }
  }
}
