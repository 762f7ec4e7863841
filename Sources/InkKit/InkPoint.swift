/// One pen sample: a position in board units and the time it was reported, in seconds.
///
/// Board units are the decoder's plane: one terminal cell is `cellWidth × cellHeight` units (its pixel
/// size when the terminal reports it, else 9 × 18), so distances keep the screen's aspect.
public struct InkPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var t: Double

  public init(x: Double, y: Double, t: Double) {
    self.x = x
    self.y = y
    self.t = t
  }
}
