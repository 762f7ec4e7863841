import InkKit

/// What a recognizer needs to know besides the ink: the entry mode captured with the request, the
/// thresholds, whether the ink landed on the board, and the board around its target.
public struct RecognitionContext: Hashable, Sendable {
  public var mode: InkEntryMode
  public var settings: InkSettings
  /// False when the group's centre is off the board: the result is then `outsideBoard`. The batch
  /// recognizer, which has no board, passes true.
  public var isOnBoard: Bool
  /// The visible digits and the target cell, for the conflict gate; nil where no board is known (a
  /// batch line without context), and then no reading is a conflict.
  public var board: BoardContext?

  public init(mode: InkEntryMode, settings: InkSettings, isOnBoard: Bool = true, board: BoardContext? = nil) {
    self.mode = mode
    self.settings = settings
    self.isOnBoard = isOnBoard
    self.board = board
  }

  /// The context of a finalized ink group; `board` is what the player saw when it was finalized.
  public init(request: InkRequest, settings: InkSettings, board: BoardContext? = nil) {
    self.init(mode: request.context.mode, settings: settings, isOnBoard: request.target != nil, board: board)
  }

  /// The confidence a digit needs here.
  public var threshold: Double { settings.acceptThreshold(for: mode) }
}
