/// One network of a model file: its layers in order and the shape after each, the last 10×1×1.
///
/// A model is one member, or an ensemble of several whose logits are summed (model format version 2).
public struct ModelMember: Hashable, Sendable {
  public let layers: [ModelLayer]
  public let shapes: [TensorShape]
}
