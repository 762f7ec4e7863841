/// How the board checks the player's digits, chosen in the settings.
public enum CheckMode: String, Codable, CaseIterable, Sendable {
  /// A digit that differs from the solution is marked and counted as a mistake.
  case solution
  /// Only a digit that clashes with one already visible in its row, column or box is marked (with the
  /// cell it clashes with) and counted; the solution never shows through.
  case conflicts
  /// Nothing is marked and nothing is counted.
  case off
}

/// Whether the notes are the player's alone or follow the board.
public enum CandidateMode: String, Codable, CaseIterable, Sendable {
  /// The player writes every note (`A` fills them once).
  case off
  /// Every empty cell's notes are its candidates less the player's own eliminations, whatever the
  /// board does: placing removes, erasing and undoing bring back.
  case live
}

/// The rules a game is played under. They are fixed when the game starts and saved with it, so a
/// resumed game and its replay keep the rules it began with.
public struct GameRules: Codable, Equatable, Sendable {
  /// The largest mistake limit a settings or save file may ask for.
  public static let maxMistakeLimit = 999

  public var check: CheckMode
  /// The game stops at this many mistakes until the player continues without a limit or starts over;
  /// 0 is no limit.
  public var mistakeLimit: Int
  /// Unlike the check and the limit, these two change the game in progress at once (`setNotes`).
  public var candidates: CandidateMode
  /// Whether a placed digit leaves its peers' notes (under the solution check only a right one does);
  /// live candidates always follow the board.
  public var autoRemove: Bool

  public init(
    check: CheckMode = .solution, mistakeLimit: Int = 0, candidates: CandidateMode = .off,
    autoRemove: Bool = true
  ) {
    self.check = check
    self.mistakeLimit = mistakeLimit
    self.candidates = candidates
    self.autoRemove = autoRemove
  }

  private enum CodingKeys: String, CodingKey {
    case check, mistakeLimit, candidates, autoRemove
  }

  /// Every key may be left out; a limit outside 0...`maxMistakeLimit` is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    check = try container.decodeIfPresent(CheckMode.self, forKey: .check) ?? .solution
    mistakeLimit = try container.decodeIfPresent(Int.self, forKey: .mistakeLimit) ?? 0
    candidates = try container.decodeIfPresent(CandidateMode.self, forKey: .candidates) ?? .off
    autoRemove = try container.decodeIfPresent(Bool.self, forKey: .autoRemove) ?? true
    guard (0...Self.maxMistakeLimit).contains(mistakeLimit) else {
      throw DecodingError.dataCorruptedError(
        forKey: .mistakeLimit, in: container,
        debugDescription: "\(mistakeLimit) is not a limit from 0 (none) to \(Self.maxMistakeLimit)")
    }
  }
}
