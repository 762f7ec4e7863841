/// The shape of the tensor between two layers: channels × height × width, as PyTorch's `[C, H, W]`.
public struct TensorShape: Hashable, Sendable, CustomStringConvertible {
  public var channels: Int
  public var height: Int
  public var width: Int

  public init(channels: Int, height: Int, width: Int) {
    self.channels = channels
    self.height = height
    self.width = width
  }

  /// The number of values.
  public var count: Int { channels * height * width }

  public var description: String { "\(channels)×\(height)×\(width)" }
}
