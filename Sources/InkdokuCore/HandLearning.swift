import Recognition

/// The player's hand as the pencil learns it in play: the profile it reads with, and whether the
/// `learnHand` setting has it learn. Off, the pencil reads with the model alone and learns nothing;
/// the profile stays as it is until `inkdoku hand --forget`.
public struct HandLearning: Equatable, Sendable {
  /// Whether the pencil reads with the hand and learns it.
  public var isOn = false
  /// The hand the loop loaded (`handLoaded`), with what play taught since; nil when none was loaded
  /// (no model, or a session recorded before the pencil learned).
  public internal(set) var profile: WriterProfile?

  public init() {}

  /// The hand a recognition request carries: the profile while learning is on.
  var forRequests: WriterProfile? { isOn ? profile : nil }
}
