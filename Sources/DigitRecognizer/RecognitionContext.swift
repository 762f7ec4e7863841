import InkKit

/// What a recognizer needs to know besides the ink: the entry mode captured with the request, the
/// thresholds, and whether the ink landed on the board.
public struct RecognitionContext: Hashable, Sendable {
  public var mode: InkEntryMode
  public var settings: InkSettings
  /// False when the group's centre is off the board: the result is then `outsideBoard`. The batch
  /// recognizer, which has no board, passes true.
  public var isOnBoard: Bool

  public init(mode: InkEntryMode, settings: InkSettings, isOnBoard: Bool = true) {
    self.mode = mode
    self.settings = settings
    self.isOnBoard = isOnBoard
  }

  /// The context of a finalized ink group.
  public init(request: InkRequest, settings: InkSettings) {
    self.init(mode: request.context.mode, settings: settings, isOnBoard: request.target != nil)
  }

  /// The confidence a digit needs here.
  public var threshold: Double { settings.acceptThreshold(for: mode) }
}
