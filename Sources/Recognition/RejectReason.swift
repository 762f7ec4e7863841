/// Why ink did not become a digit (design §3.7); the raw values are what stats and replays record.
public enum RejectReason: String, Hashable, Sendable, Codable, CaseIterable, Error {
  /// No image: no ink, or ink without extent.
  case emptyInk
  /// The model saw a 0, the sink for circles and scribbles: Sudoku has no 0.
  case zero
  /// The most probable digit is below the entry mode's threshold.
  case lowConfidence
  /// A label outside 0…9.
  case outOfRange
  /// No usable model file.
  case modelUnavailable
  /// The model could not classify the image.
  case inferenceError
  /// The game changed (placement, undo, mode…) between the request and its result.
  case stale
  /// The ink's centre is off the board.
  case outsideBoard
  /// The digit read is already visible in the target's row, column or box, and the model was not sure
  /// enough to overrule that (`InkSettings.conflictThreshold`).
  case conflict
  /// The target cell holds a given, which no digit replaces.
  case given
}
