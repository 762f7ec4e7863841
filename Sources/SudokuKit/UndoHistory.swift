/// The bounded undo and redo stacks of a game.
public struct UndoHistory: Equatable, Sendable, Codable {
  /// Steps kept for undo; older ones are dropped so memory and save files stay small.
  public static let limit = 1000

  private(set) var undoSteps: [UndoStep] = []
  private(set) var redoSteps: [UndoStep] = []

  public var canUndo: Bool { !undoSteps.isEmpty }
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// Every cell some kept step touches.
  var touchedCells: [Int] { (undoSteps + redoSteps).flatMap { $0.changes.map(\.cell) } }

  /// Records a new change; the redo stack no longer applies to the board it leads to.
  mutating func record(_ step: UndoStep) {
    undoSteps.append(step)
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    redoSteps.removeAll()
  }

  /// The step to take back, moved onto the redo stack.
  mutating func popUndo() -> UndoStep? {
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(step)
    return step
  }

  /// The step to apply again, moved back onto the undo stack.
  mutating func popRedo() -> UndoStep? {
    guard let step = redoSteps.popLast() else { return nil }
    undoSteps.append(step)
    return step
  }

  private enum CodingKeys: String, CodingKey {
    case undoSteps = "undo"
    case redoSteps = "redo"
  }
}
