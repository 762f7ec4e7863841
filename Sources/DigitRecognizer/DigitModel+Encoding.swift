extension DigitModel {
  /// The version-1 `.inkm` file of one network of `layers` on `channels` planes of the 28×28 raster
  /// with 10 classes, as the training exporter writes it; unchecked (load the bytes to check them). For
  /// tools and tests.
  public static func fileBytes(layers: [ModelLayer], channels: Int = 1, metadata: String = "{}") -> [UInt8] {
    encode(version: 1, channels: channels, members: [layers], metadata: metadata)
  }

  /// The version-2 file of an ensemble: the networks whose logits are summed. Unchecked.
  public static func fileBytes(members: [[ModelLayer]], channels: Int = 1, metadata: String = "{}") -> [UInt8]
  {
    encode(version: 2, channels: channels, members: members, metadata: metadata)
  }

  private static func encode(version: Int, channels: Int, members: [[ModelLayer]], metadata: String)
    -> [UInt8]
  {
    var bytes = magic
    func word(_ value: Int) {
      for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    func floats(_ values: [Float]) {
      for value in values { word(Int(value.bitPattern)) }
    }
    for value in [version, channels, inputShape.height, inputShape.width, classes] { word(value) }
    if version > 1 { word(members.count) }
    for layers in members {
      word(layers.count)
      for layer in layers {
        switch layer {
        case .conv2d(let conv):
          for value in [1, conv.inputs, conv.outputs, conv.kernel, conv.padding] { word(value) }
          floats(conv.weights)
          floats(conv.bias)
        case .relu:
          word(2)
        case .maxPool2:
          word(3)
        case .dense(let dense):
          for value in [4, dense.inputs, dense.outputs] { word(value) }
          floats(dense.weights)
          floats(dense.bias)
        }
      }
    }
    word(metadata.utf8.count)
    bytes += metadata.utf8
    return bytes
  }
}
