/// A finished ink group: the strokes read as one character, and the cell they were aimed at.
public struct InkGroup: Hashable, Sendable {
  public var strokes: [Stroke]
  /// The Sudoku cell under the centre of the group's box, or nil when that centre is off the board
  /// (the policy rejects it as `outsideBoard`, so it is counted).
  public var target: Int?

  public init(strokes: [Stroke], target: Int?) {
    self.strokes = strokes
    self.target = target
  }
}
