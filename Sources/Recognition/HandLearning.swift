import SudokuKit

/// The player's hand as the pencil learns it in play: the profile it reads with and the ink waiting
/// for play to say what it was (`HandLabels`). The `learnHand` setting decides whether it is used
/// (the app's `readingHand` and `learnsHand`): off, the pencil reads with the model alone and learns
/// nothing; the profile stays as it is until `inkdoku hand --forget`. Only `reduce` changes it.
public struct HandLearning: Equatable, Sendable {
  /// The hand the loop loaded (`handLoaded`), with what play taught since; nil when none was loaded
  /// (no model, or a session recorded before the pencil learned).
  public private(set) var profile: WriterProfile?
  /// Samples learned since the profile was last handed out to be saved.
  public private(set) var unsaved = 0
  var labels = HandLabels()

  /// Learned samples are saved in batches: a full profile is about 440 kB, too much to write after
  /// every digit while the player writes the next; the loop writes the rest at exit.
  public static let saveEvery = 10

  public init() {}

  /// Applies `action` at `now`: the one place the hand changes. Gives the profile to save when a batch
  /// of learned samples is complete.
  public mutating func reduce(_ action: HandAction, now: Double) -> WriterProfile? {
    switch action {
    case .loaded(let loaded):
      profile = loaded
      return nil
    case .inkRead(let embedding, let cell, let placed, let guesses, let solved):
      labels.ink(embedding, cell: cell, placed: placed, guesses: guesses, at: now)
      return solved ? learn(labels.solved()) : nil
    case .played(let events, let byHint):
      return learn(events.flatMap { played($0, byHint: byHint, now: now) })
    case .expire:
      return learn(labels.expire(at: now))
    }
  }

  /// What a game event says of the waiting ink; a hint's moves only drop it.
  private mutating func played(_ event: GameEvent, byHint: Bool, now: Double) -> [HandLabels.Sample] {
    switch event {
    case .placed(let cell, let digit):
      if !byHint { return labels.entered(digit, cell: cell, at: now) }
      labels.forget(cell: cell)
    case .erased(let cell), .undone(let cell):
      if byHint { labels.forget(cell: cell) } else { labels.cleared(cell: cell) }
    case .redone(let cell):
      labels.forget(cell: cell)
    case .solved:
      return labels.solved()
    case .started:
      labels.reset()
    default:
      break
    }
    return []
  }

  /// Teaches the hand what play labelled; the profile to save when a batch is complete.
  private mutating func learn(_ labelled: [HandLabels.Sample]) -> WriterProfile? {
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

/// What play tells the hand; `HandLearning.reduce` acts on it.
public enum HandAction: Equatable, Sendable {
  /// The hand the loop loaded.
  case loaded(WriterProfile?)
  /// Ink the model read, which placed `placed` in `cell` or was refused (nil); placed ink that solved
  /// the puzzle is kept at once, as nothing can replace it.
  case inkRead(embedding: [Float], cell: Int, placed: Int?, guesses: [Int], solved: Bool)
  /// What the game did, by the player or by a hint.
  case played([GameEvent], byHint: Bool)
  /// Time passed: placed ink that stood its window is kept.
  case expire
}
