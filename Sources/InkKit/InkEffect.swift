/// What the app must do after an `InkSession` step, in order.
public enum InkEffect: Hashable, Sendable {
  /// A tap on the board: select this Sudoku cell (0…80).
  case selectCell(Int)
  /// A group is complete: rasterize and recognize it.
  case finalize(InkGroup)
  /// No ink is left on screen: the pending group and the stroke in progress are gone.
  case clearInk
  /// The group passed `InkLimits` while a stroke was drawn: all its ink is gone, unread.
  case tooLong
}
