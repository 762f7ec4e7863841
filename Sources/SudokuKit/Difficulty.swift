/// How hard a puzzle is, defined by the hardest technique a human-style solver needs for it.
///
/// - `easy`: naked and hidden singles only.
/// - `medium`: locked candidates (pointing, claiming), naked and hidden pairs.
/// - `hard`: naked and hidden triples and quads, X-Wing.
/// - `expert`: Swordfish, Jellyfish, XY-Wing, unique rectangles, W-Wing, empty rectangle, XYZ-Wing,
///   finned X-Wing.
/// - `extreme`: simple coloring, finned Swordfish, X-Chains, XY-Chains, 3D Medusa, AICs, ALS-XZ,
///   ALS-XY-Wing, forcing chains (cell, unit, digit, nested), or the logical solver gets stuck and needs
///   trial.
public enum Difficulty: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case easy, medium, hard, expert, extreme

  public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .easy: return 0
    case .medium: return 1
    case .hard: return 2
    case .expert: return 3
    case .extreme: return 4
    }
  }

  /// Capitalized name for menus and messages: "Easy", "Extreme".
  public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
