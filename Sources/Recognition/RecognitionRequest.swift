import InkKit
import SudokuKit

/// A finished ink group as the recognizer is asked about it: the ink, where it was aimed, and the game
/// as it stood when the group closed (design §3.9), which the answer must still match to be applied.
public struct RecognitionRequest: Hashable, Sendable {
  /// The `InkGroup.id`: the answer carries it back.
  public var id: Int
  public var strokes: [Stroke]
  public var target: InkTarget
  /// The entry mode when the group closed: it picks the threshold and how an accepted digit is entered.
  public var mode: EntryMode
  /// The game's input revision when the group closed.
  public var revision: Int
  public var settings: InkSettings
  /// The player's hand as it stood when the group closed, when the pencil learns it: the recognizer
  /// adapts its reading to it and returns the ink's embedding. Nil reads with the model alone.
  public var hand: WriterProfile?

  public init(
    id: Int, strokes: [Stroke], target: InkTarget, mode: EntryMode, revision: Int = 0,
    settings: InkSettings, hand: WriterProfile? = nil
  ) {
    self.id = id
    self.strokes = strokes
    self.target = target
    self.mode = mode
    self.revision = revision
    self.settings = settings
    self.hand = hand
  }

  /// The confidence a digit needs here: the captured mode's threshold.
  public var threshold: Double { settings.acceptThreshold(for: mode) }
}

/// Where an ink group was aimed.
public enum InkTarget: Hashable, Sendable {
  /// The cell under the group's centre, with the board as the player saw it then.
  case cell(BoardContext)
  /// The group's centre is off the board: refused as `outsideBoard`, and counted.
  case offBoard
  /// No board is known (a batch line without one): nothing is checked against a board.
  case noBoard

  /// The target cell, when there is one.
  public var cell: Int? {
    if case .cell(let board) = self { return board.cell }
    return nil
  }

  /// The board around the target, when there is one.
  public var board: BoardContext? {
    if case .cell(let board) = self { return board }
    return nil
  }
}

extension InkSettings {
  /// The confidence a reading needs in `mode`: the mode captured with its request.
  public func acceptThreshold(for mode: EntryMode) -> Double {
    switch mode {
    case .normal: acceptThresholdNormal
    case .notes: acceptThresholdNotes
    }
  }
}
