/// What a shell may offer for an option's value or a positional argument in a completion script.
public enum ValueCompletion: Hashable, Sendable {
  /// Free text (a number, a name): nothing to offer.
  case none
  case file
  case directory
  /// One of these words.
  case words([String])
}
