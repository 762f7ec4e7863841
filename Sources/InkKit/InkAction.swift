/// An input to `InkSession.reduce`.
public enum InkAction: Hashable, Sendable {
  /// Left button pressed over the board area: a stroke starts here.
  case strokeBegan(InkPoint)
  /// A drag report while the button is held.
  case strokeMoved(InkPoint)
  /// The button was released here.
  case strokeEnded(InkPoint)
  /// Time passed: the loop sends this when `InkSession.deadline` is reached.
  case tick
  /// Drop all ink without recognizing it (resize mid-stroke, new game, leaving the board…).
  case cancel
  /// The board was laid out again; ink drawn against another geometry is dropped.
  case geometryChanged(BoardGeometry)
}
