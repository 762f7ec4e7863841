import DigitRecognizer
import Foundation
import InkdokuStorage
import Recognition

/// The player's hand a game session reads with and teaches, chosen once at start from the hand file and
/// the model: the pencil learns only with a model, only into a profile made with that model, and never
/// over a file it could not read.
public struct SessionHand {
  /// The profile the session starts with; nil for no hand at all (no model, or a file that cannot be
  /// used).
  public let profile: WriterProfile?
  /// What the player hears once at start about the hand, if anything.
  public let notice: String?

  /// Said when a profile of another model (or another embedding length) is set aside: its samples mean
  /// nothing to this model's embeddings, so they cannot be kept.
  public static let otherModelNotice = "Your hand was learned with another model: the pencil learns it afresh"

  /// Said after why the hand file cannot be used: the game plays on without it, and the file stays as
  /// it is until the player deletes it.
  /// What the player can do about a hand file that cannot be used: `--forget` deletes a file, but
  /// nothing of the game deletes a folder or device found in its place.
  public static func unusableAdvice(_ error: FileError) -> String {
    error.reason == .notRegularFile
      ? "the pencil reads with the model alone; it is not a file Inkdoku wrote: move it away"
      : "the pencil reads with the model alone; 'inkdoku hand --forget' deletes it"
  }

  /// The hand for `model` from what reading the hand file gave: none without a model; the file's
  /// profile when it was made with this model; else a new empty one begun `now`, with a notice when a
  /// profile of another model is replaced. A file that cannot be used gives no hand and a notice naming
  /// it and why.
  public init(file: Result<WriterProfile?, FileError>, model: DigitModel?, now: Date) {
    guard let model else {
      // Handwriting is off and already said so; the file, usable or not, waits for a model.
      (profile, notice) = (nil, nil)
      return
    }
    // To the second, as the hand file keeps it: the profile in play and the one saved stay equal.
    let begun = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
    let fresh = WriterProfile(modelSHA256: model.sha256, dimension: model.embeddingDimension, created: begun)
    switch file {
    case .success(nil):
      (profile, notice) = (fresh, nil)
    case .success(let found?) where found.belongs(toModel: model.sha256, dimension: fresh.dimension):
      (profile, notice) = (found, nil)
    case .success:
      (profile, notice) = (fresh, Self.otherModelNotice)
    case .failure(var error):
      error.advice = Self.unusableAdvice(error)
      (profile, notice) = (nil, error.notice)
    }
  }
}
