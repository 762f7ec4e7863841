import TerminalUI

/// A mouse report where the game reads it: the terminal cell under the pointer and the pointer in
/// board units, converted from the report's position once, by `TerminalGeometry.locate`. The hit test,
/// the pointer tracker and the pencil all take it as it is.
public struct LocatedReport: Hashable, Sendable {
  public var button: MouseButton
  public var phase: MousePhase
  /// The 0-based terminal column and row under the pointer.
  public var column: Int
  public var row: Int
  /// The pointer in board units: the reported pixel, or the centre of the reported cell.
  public var x: Double
  public var y: Double
  /// Alt or Ctrl was held: a click then groups the cell instead of selecting it alone.
  public var grouping: Bool

  public init(
    button: MouseButton, phase: MousePhase, column: Int, row: Int, x: Double, y: Double,
    grouping: Bool = false
  ) {
    (self.button, self.phase, self.column, self.row, self.x, self.y) = (button, phase, column, row, x, y)
    self.grouping = grouping
  }
}
