/// What one forward pass makes of an image: the summed logits, and the embedding a writer's samples
/// are compared by (`DigitNetwork.evaluate`).
public struct NetworkOutput: Hashable, Sendable {
  /// One per class 0…9, as `DigitNetwork.logits` gives them.
  public var logits: [Float]
  /// Every member's penultimate activation, each scaled to length 1/√members, concatenated.
  public var embedding: [Float]

  public init(logits: [Float], embedding: [Float]) {
    self.logits = logits
    self.embedding = embedding
  }
}
