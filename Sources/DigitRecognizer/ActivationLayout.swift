/// How the network stores a tensor between layers: pixel by pixel (height, width), each pixel's
/// channels side by side and padded with zeros to a multiple of 8, so that the layers can work on eight
/// output channels at a time with contiguous loads and stores.
struct ActivationLayout {
  let shape: TensorShape
  /// Floats from one pixel to the next: `channels` rounded up to a multiple of 8.
  let stride: Int

  init(_ shape: TensorShape) {
    self.shape = shape
    stride = (shape.channels + 7) / 8 * 8
  }

  var count: Int { shape.height * shape.width * stride }

  /// Where channel `c` of pixel (`y`, `x`) is.
  func index(channel c: Int, y: Int, x: Int) -> Int { (y * shape.width + x) * stride + c }
}
