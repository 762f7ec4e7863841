/// The pencil pipeline's thresholds (design §3), with the design's defaults.
///
/// Distances are in Sudoku cell widths and durations in seconds, so they hold at any terminal size.
public struct PencilSettings: Codable, Equatable, Sendable {
  /// A stroke is a tap when its bounding box's diagonal is at most this …
  public var tapMaxDiagonal: Double
  /// … and it lasts at most this long.
  public var tapMaxDuration: Double
  /// A group of strokes is recognized this long after its last stroke ends.
  public var groupDebounce: Double
  /// A stroke whose centre is farther than this from the group's centre, on either axis, starts a new group.
  public var farDistance: Double
  /// The lowest softmax confidence that places a digit.
  public var acceptNormal: Double
  /// The lowest softmax confidence that toggles a note; notes are cheap to undo, so it is lower.
  public var acceptNotes: Double

  public init(
    tapMaxDiagonal: Double = 0.15, tapMaxDuration: Double = 0.12, groupDebounce: Double = 0.45,
    farDistance: Double = 1.5, acceptNormal: Double = 0.80, acceptNotes: Double = 0.70
  ) {
    self.tapMaxDiagonal = tapMaxDiagonal
    self.tapMaxDuration = tapMaxDuration
    self.groupDebounce = groupDebounce
    self.farDistance = farDistance
    self.acceptNormal = acceptNormal
    self.acceptNotes = acceptNotes
  }

  private enum CodingKeys: String, CodingKey {
    case tapMaxDiagonal, tapMaxDuration, groupDebounce, farDistance, acceptNormal, acceptNotes
  }

  /// Missing keys take their default; a negative or non-finite value, or a confidence above 1, is
  /// refused so that a typo cannot make the pencil unusable without a word.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = PencilSettings()
    func value(_ key: CodingKeys, _ fallback: Double, isConfidence: Bool = false) throws -> Double {
      let value = try container.decode(key, default: fallback)
      guard value.isFinite && value >= 0 && (value <= 1 || !isConfidence) else {
        let problem = isConfidence ? "is not a confidence between 0 and 1" : "is not a number of 0 or more"
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(value) \(problem)")
      }
      return value
    }
    tapMaxDiagonal = try value(.tapMaxDiagonal, defaults.tapMaxDiagonal)
    tapMaxDuration = try value(.tapMaxDuration, defaults.tapMaxDuration)
    groupDebounce = try value(.groupDebounce, defaults.groupDebounce)
    farDistance = try value(.farDistance, defaults.farDistance)
    acceptNormal = try value(.acceptNormal, defaults.acceptNormal, isConfidence: true)
    acceptNotes = try value(.acceptNotes, defaults.acceptNotes, isConfidence: true)
  }
}
