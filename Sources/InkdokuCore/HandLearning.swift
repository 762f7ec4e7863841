import Recognition

/// The player's hand as the pencil learns it in play: the profile it reads with and the ink waiting
/// for play to say what it was (`HandLabels`). The `learnHand` setting decides whether it is used
/// (`AppState.readingHand`, `learnsHand`): off, the pencil reads with the model alone and learns
/// nothing; the profile stays as it is until `inkdoku hand --forget`.
public struct HandLearning: Equatable, Sendable {
  /// The hand the loop loaded (`handLoaded`), with what play taught since; nil when none was loaded
  /// (no model, or a session recorded before the pencil learned).
  public internal(set) var profile: WriterProfile?
  /// Samples learned since the profile was last handed out to be saved.
  public internal(set) var unsaved = 0
  var labels = HandLabels()

  /// Learned samples are saved in batches: a full profile is about 440 kB, too much to write after
  /// every digit while the player writes the next; the loop writes the rest at exit.
  static let saveEvery = 10

  public init() {}

  /// Teaches the hand what play labelled; the profile to save when a batch is complete.
  mutating func learn(_ labelled: [HandLabels.Sample]) -> WriterProfile? {
    guard !labelled.isEmpty else { return nil }
    for sample in labelled where profile?.learn(sample.digit, embedding: sample.embedding) == true {
      unsaved += 1
    }
    guard unsaved >= Self.saveEvery else { return nil }
    unsaved = 0
    return profile
  }

  /// The profile with samples not yet saved, for the loop's last write; nil when there are none.
  public var profileToSave: WriterProfile? { unsaved > 0 ? profile : nil }
}
