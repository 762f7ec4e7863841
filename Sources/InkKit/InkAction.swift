/// An input to `InkSession.reduce`.
public enum InkAction: Hashable, Sendable {
  /// Left button pressed over the surface: a stroke starts here.
  case strokeBegan(InkPoint)
  /// A drag report while the button is held.
  case strokeMoved(InkPoint)
  /// The button was released here.
  case strokeEnded(InkPoint)
  /// Time passed: the loop sends this when `InkSession.deadline` is reached.
  case tick
  /// Drop all ink without recognizing it (the surface moved, a new game, a pause…).
  case cancel
}
