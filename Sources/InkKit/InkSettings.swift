/// Every pencil threshold in one value: saved with the settings and written into replay headers.
///
/// Decoding is tolerant: a missing key takes its default, so older files keep loading.
public struct InkSettings: Hashable, Sendable, Codable {
  /// A tap's bounding-box diagonal is at most this fraction of a Sudoku cell's width…
  public var tapMaxDiagonal: Double
  /// …and it lasts at most this many seconds.
  public var tapMaxDuration: Double
  /// A group is finalized this many seconds after its last stroke ends (4, 5, 7 take several strokes).
  public var groupDebounce: Double
  /// In Sudoku cells: a stroke whose centre is farther than this from the group's centre on either
  /// axis (x against the cell width, y against the cell height) is never part of that group.
  public var farDistance: Double
  /// In Sudoku cells: within the far distance, a stroke centred in another Sudoku cell than the
  /// group's centre still belongs to the group when its box comes this close to the group's box on
  /// both axes. A stroke centred in the group's own cell always belongs to it.
  ///
  /// Why a second, small distance: digits written one after the other in adjacent cells are only one
  /// cell apart, inside any far distance large enough to keep a big multi-stroke digit together. The
  /// box gap tells them apart: parts of one digit touch or nearly touch, neighbours' digits do not.
  public var nearGroupMargin: Double
  /// The softmax confidence a digit needs to be placed in normal entry…
  public var acceptThresholdNormal: Double
  /// …and as a note, where a wrong result costs less.
  public var acceptThresholdNotes: Double
  /// The confidence a digit needs, in either mode, when the target's row, column or box already shows
  /// it: such a reading is far more often a misread than a player's slip. 1 refuses every such
  /// reading; 0 turns the gate off.
  public var conflictThreshold: Double
  /// Whether a reading that does not clash is judged on its share of the probability the digits the
  /// board shows leave (design §3.7) rather than on the model's confidence alone.
  public var boardConfidence: Bool

  public init(
    tapMaxDiagonal: Double = 0.15, tapMaxDuration: Double = 0.12, groupDebounce: Double = 0.45,
    farDistance: Double = 1.5, nearGroupMargin: Double = 0.1, acceptThresholdNormal: Double = 0.80,
    acceptThresholdNotes: Double = 0.70, conflictThreshold: Double = InkSettings.defaultConflictThreshold,
    boardConfidence: Bool = true
  ) {
    self.tapMaxDiagonal = tapMaxDiagonal
    self.tapMaxDuration = tapMaxDuration
    self.groupDebounce = groupDebounce
    self.farDistance = farDistance
    self.nearGroupMargin = nearGroupMargin
    self.acceptThresholdNormal = acceptThresholdNormal
    self.acceptThresholdNotes = acceptThresholdNotes
    self.conflictThreshold = conflictThreshold
    self.boardConfidence = boardConfidence
  }

  /// Chosen on writers from handwriting collections the model was not trained on (Tools/train/README.md).
  public static let defaultConflictThreshold = 1.0

  /// Missing keys take their default; a negative or non-finite value, or a confidence above 1, is
  /// refused so that a typo cannot make the pencil unusable without a word.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = InkSettings()
    func value(_ key: CodingKeys, _ fallback: Double, isConfidence: Bool = false) throws -> Double {
      let value = try container.decodeIfPresent(Double.self, forKey: key) ?? fallback
      guard value.isFinite && value >= 0 && (value <= 1 || !isConfidence) else {
        let problem = isConfidence ? "is not a confidence between 0 and 1" : "is not a number of 0 or more"
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(value) \(problem)")
      }
      return value
    }
    self.init(
      tapMaxDiagonal: try value(.tapMaxDiagonal, defaults.tapMaxDiagonal),
      tapMaxDuration: try value(.tapMaxDuration, defaults.tapMaxDuration),
      groupDebounce: try value(.groupDebounce, defaults.groupDebounce),
      farDistance: try value(.farDistance, defaults.farDistance),
      nearGroupMargin: try value(.nearGroupMargin, defaults.nearGroupMargin),
      acceptThresholdNormal: try value(
        .acceptThresholdNormal, defaults.acceptThresholdNormal, isConfidence: true),
      acceptThresholdNotes: try value(
        .acceptThresholdNotes, defaults.acceptThresholdNotes, isConfidence: true),
      conflictThreshold: try value(.conflictThreshold, defaults.conflictThreshold, isConfidence: true),
      boardConfidence: try container.decodeIfPresent(Bool.self, forKey: .boardConfidence)
        ?? defaults.boardConfidence)
  }
}
