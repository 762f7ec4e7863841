/// One network of a model file: its layers in order and the shape after each, the last 10×1×1.
///
/// A model is one member, or an ensemble of several whose logits are summed (model format version 2).
public struct ModelMember: Hashable, Sendable {
  public let layers: [ModelLayer]
  public let shapes: [TensorShape]

  /// The last dense or convolution layer: only rectifiers and pooling may follow it, so what it reads
  /// is the member's embedding (`DigitNetwork.evaluate`). 0 when there is none.
  var lastWeightedIndex: Int { layers.lastIndex { $0 != .relu && $0 != .maxPool2 } ?? 0 }
}
