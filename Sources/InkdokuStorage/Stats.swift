/// Every completed game and the pencil's reject counts: the content of `data/stats.json`.
public struct Stats: Codable, Equatable, Sendable {
  /// Bumped when the file's form changes incompatibly.
  static let format = 1
  /// The most games kept (the oldest go first), so the file stays around a megabyte at most.
  public static let gameLimit = 10_000

  /// Oldest first.
  public private(set) var games: [CompletedGame]
  /// How often the recognizer refused ink, by reason ("lowConfidence", "zero", …).
  public private(set) var rejects: [String: Int]

  public init() {
    games = []
    rejects = [:]
  }

  public mutating func record(_ game: CompletedGame) {
    games.append(game)
    if games.count > Self.gameLimit { games.removeFirst(games.count - Self.gameLimit) }
  }

  public mutating func addReject(_ reason: String, count: Int = 1) {
    rejects[reason, default: 0] += count
  }

  private enum CodingKeys: String, CodingKey {
    case format, games, rejects
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "unsupported stats format \(format)")
    }
    games = try container.decode([CompletedGame].self, forKey: .games)
    rejects = try container.decode([String: Int].self, forKey: .rejects)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(games, forKey: .games)
    try container.encode(rejects, forKey: .rejects)
  }
}
