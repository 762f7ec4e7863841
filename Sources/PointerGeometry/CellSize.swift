/// The size of one terminal cell in board units: its pixels where the terminal tells them, else a
/// default of the usual 1:2 aspect, so that ink keeps the shape it had on screen.
public struct CellSize: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double

  /// What a terminal that hides its pixel size is taken to have.
  public static let fallback = CellSize(width: 9, height: 18)

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
