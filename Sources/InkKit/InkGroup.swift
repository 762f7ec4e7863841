/// A finished ink group: the strokes read as one character, and what they were aimed at.
public struct InkGroup: Hashable, Sendable {
  public var strokes: [Stroke]
  /// What the centre of the group's box hits, or nil when that centre is off the surface (the policy
  /// rejects it as `outsideBoard`, so it is counted).
  public var target: SurfaceTarget?

  public init(strokes: [Stroke], target: SurfaceTarget?) {
    self.strokes = strokes
    self.target = target
  }
}
