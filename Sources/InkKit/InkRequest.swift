/// A finalized ink group, ready to be rasterized and recognized.
public struct InkRequest: Hashable, Sendable {
  /// Grows by one per request over a session's life, cancels included, so results can be matched.
  public var id: Int
  public var strokes: [Stroke]
  /// The Sudoku cell under the centre of the group's box, or nil when that centre is off the board
  /// (the policy rejects it as `outsideBoard`, so it is counted).
  public var target: Int?
  /// Mode and revision in force when the group was finalized: the stale check compares
  /// `(revision, target, mode)` with the game when the result comes back.
  public var context: InkContext

  public init(id: Int, strokes: [Stroke], target: Int?, context: InkContext) {
    self.id = id
    self.strokes = strokes
    self.target = target
    self.context = context
  }
}
