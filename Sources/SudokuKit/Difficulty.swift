/// How hard a puzzle is. Up to Expert, the hardest technique a human-style solver needs for it sets the
/// level; above Expert, the puzzle's rating on Sukaku Explainer's scale (`GradeReport.rating`) does, as
/// chains and forcing chains differ more by their length than by their name.
///
/// - `easy`: naked and hidden singles only.
/// - `medium`: locked candidates (pointing, claiming), naked and hidden pairs.
/// - `hard`: naked and hidden triples and quads, X-Wing.
/// - `expert`: Swordfish, Jellyfish, the wings (XY, XYZ, WXYZ, W), Skyscraper, 2-String Kite, Turbot
///   fish, empty rectangle, finned X-Wing, unique rectangles and loops, avoidable rectangles, BUG+1.
/// - `extreme`: more than Expert's techniques, rated below 7.5: simple coloring, finned Swordfish, Sue de
///   Coq, X-Cycles, X-Chains, XY-Chains, 3D Medusa, continuous nice loops.
/// - `fiendish`: rated 7.5 to 8.4: AICs, ALS-XZ, ALS-XY-Wing, cell, unit and digit forcing chains.
/// - `nightmare`: rated 8.5 and up: long forcing chains, nested forcing chains, or the logical solver
///   gets stuck and needs trial (the generator never makes those).
public enum Difficulty: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  case easy, medium, hard, expert, extreme, fiendish, nightmare

  public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int { Difficulty.allCases.firstIndex(of: self)! }

  /// The level above Expert of a puzzle rated `rating`: each of those levels is a band of the rating.
  public init(beyondExpertRating rating: Double) {
    switch rating {
    case ..<Self.fiendishRating: self = .extreme
    case ..<Self.nightmareRating: self = .fiendish
    default: self = .nightmare
    }
  }

  /// The lowest ratings of Fiendish and Nightmare puzzles (Extreme's is Expert's techniques running out).
  public static let fiendishRating = 7.5
  public static let nightmareRating = 8.5

  /// Capitalized name for menus and messages: "Easy", "Extreme".
  public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
