/// Every ended game and the pencil's reject counts: the content of `data/stats.json`.
public struct Stats: Codable, Equatable, Sendable {
  /// Bumped when the file's form changes incompatibly. Format 2 adds abandoned games (each game's
  /// `outcome`), which a reader of format 1 would take for solved ones; format 1 files still read.
  static let format = 2
  static let readableFormats = 1...format
  /// The most games kept (the oldest go first), so the file stays around a megabyte at most.
  public static let gameLimit = 10_000

  /// Oldest first.
  public private(set) var games: [CompletedGame]
  /// How often the recognizer refused ink, by reason ("lowConfidence", "zero", …).
  public private(set) var rejects: [String: Int]
  /// Ink groups read, by where they were written ("board", "pad"); files from before the pad have none.
  public private(set) var written: [String: InkTally]

  public init() {
    games = []
    rejects = [:]
    written = [:]
  }

  /// The last `count` games, newest first.
  public func lastGames(_ count: Int) -> ReversedCollection<ArraySlice<CompletedGame>> {
    games.suffix(max(0, count)).reversed()
  }

  public mutating func record(_ game: CompletedGame) {
    games.append(game)
    if games.count > Self.gameLimit { games.removeFirst(games.count - Self.gameLimit) }
  }

  public mutating func addReject(_ reason: String, count: Int = 1) {
    rejects[reason] = (rejects[reason] ?? 0).saturatingAdding(count)
  }

  public mutating func addWritten(_ surface: String, _ tally: InkTally) {
    written[surface, default: InkTally()].add(tally)
  }

  private enum CodingKeys: String, CodingKey {
    case format, games, rejects, written
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard Self.readableFormats.contains(format) else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container, debugDescription: "unsupported stats format \(format)")
    }
    games = try container.decode([CompletedGame].self, forKey: .games)
    rejects = try container.decode([String: Int].self, forKey: .rejects)
    written = try container.decodeIfPresent([String: InkTally].self, forKey: .written) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(games, forKey: .games)
    try container.encode(rejects, forKey: .rejects)
    try container.encode(written, forKey: .written)
  }
}
