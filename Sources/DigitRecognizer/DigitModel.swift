/// A digit model read from the bytes of an `.inkm` file (Documentation/model-format.md), checked
/// through and through: once loaded, every layer takes the shape the one before it gives, from the
/// 1×28×28 raster to 10 logits, and every weight is finite.
public struct DigitModel: Hashable, Sendable {
  public static let magic = Array("INKMODEL".utf8)
  public static let version: UInt32 = 1
  /// The DigitRaster image: version 1 knows no other input.
  public static let inputShape = TensorShape(channels: 1, height: 28, width: 28)
  public static let classes = 10
  /// Sanity bounds from the format: a file beyond them is corrupt.
  public static let maxDimension = 4096
  public static let maxLayers = 64
  public static let maxParameters = 16 << 20
  /// No tensor between layers may hold more values than this; the format's per-dimension bound alone
  /// would allow terabytes.
  public static let maxTensorCount = 16 << 20

  public let layers: [ModelLayer]
  /// The shape after each layer, in order; the last is 10×1×1.
  public let shapes: [TensorShape]
  public let parameterCount: Int
  /// Training facts, informative only: UTF-8 text, a JSON object when the exporter wrote it.
  public let metadata: String
  /// SHA-256 of the file's bytes, lowercase hex: the model's identity in `--version` and replays.
  public let sha256: String

  /// Reads and checks a whole model file.
  public init(bytes: some Collection<UInt8>) throws(ModelLoadError) {
    var cursor = ByteCursor(Array(bytes))
    guard try cursor.take(Self.magic.count).elementsEqual(Self.magic) else { throw .badMagic }
    let version = try cursor.word()
    guard version == Self.version else { throw .unsupportedVersion(version) }
    let input = TensorShape(
      channels: Int(try cursor.word()), height: Int(try cursor.word()), width: Int(try cursor.word()))
    guard input == Self.inputShape else {
      throw .corrupt("input is \(input), expected \(Self.inputShape) (the 28×28 raster)")
    }
    let classes = try cursor.word()
    guard classes == Self.classes else { throw .corrupt("\(classes) classes, expected \(Self.classes)") }
    let layerCount = try cursor.word()
    guard layerCount <= Self.maxLayers else {
      throw .corrupt("\(layerCount) layers (at most \(Self.maxLayers))")
    }
    var reader = LayerReader(cursor: cursor, shape: input)
    for number in 0..<Int(layerCount) {
      do {
        try reader.readLayer()
      } catch .corrupt(let problem) {
        throw .corrupt("layer \(number + 1): \(problem)")
      }
    }
    cursor = reader.cursor
    guard reader.shape == TensorShape(channels: Self.classes, height: 1, width: 1) else {
      throw .corrupt("the last layer gives \(reader.shape) values, expected \(Self.classes) logits")
    }
    let metadataLength = Int(try cursor.word())
    guard let metadata = String(validating: try cursor.take(metadataLength), as: UTF8.self) else {
      throw .corrupt("the metadata is not UTF-8 text")
    }
    guard cursor.remaining == 0 else { throw .trailingBytes(at: cursor.offset) }
    layers = reader.layers
    shapes = reader.shapes
    parameterCount = reader.parameterCount
    self.metadata = metadata
    sha256 = SHA256.hexDigest(cursor.bytes)
  }
}

/// Reads the layers one by one, checking each against the shape it receives and the bounds.
private struct LayerReader {
  var cursor: ByteCursor
  var shape: TensorShape
  var layers: [ModelLayer] = []
  var shapes: [TensorShape] = []
  var parameterCount = 0

  init(cursor: ByteCursor, shape: TensorShape) {
    self.cursor = cursor
    self.shape = shape
  }

  mutating func readLayer() throws(ModelLoadError) {
    let layer: ModelLayer
    switch try cursor.word() {
    case 1:
      let (inputs, outputs) = (try dimension("conv2d in"), try dimension("conv2d out"))
      let kernel = try dimension("conv2d kernel")
      guard kernel % 2 == 1 else { throw .corrupt("conv2d kernel \(kernel) is not odd") }
      let padding = try dimension("conv2d padding", minimum: 0)
      let (weights, bias) = try parameters(outputs * inputs * kernel * kernel, outputs)
      layer = .conv2d(
        ModelLayer.Convolution(
          inputs: inputs, outputs: outputs, kernel: kernel, padding: padding, weights: weights, bias: bias))
    case 2:
      layer = .relu
    case 3:
      layer = .maxPool2
    case 4:
      let (inputs, outputs) = (try dimension("dense in"), try dimension("dense out"))
      let (weights, bias) = try parameters(outputs * inputs, outputs)
      layer = .dense(ModelLayer.Dense(inputs: inputs, outputs: outputs, weights: weights, bias: bias))
    case let kind:
      throw .corrupt("unknown layer kind \(kind)")
    }
    let next = try layer.outputShape(for: shape)
    guard max(next.channels, next.height, next.width) <= DigitModel.maxDimension,
      next.count <= DigitModel.maxTensorCount
    else {
      throw .corrupt("its output \(next) is too large")
    }
    layers.append(layer)
    shapes.append(next)
    shape = next
  }

  private mutating func dimension(_ name: String, minimum: Int = 1) throws(ModelLoadError) -> Int {
    let value = Int(try cursor.word())
    guard value >= minimum && value <= DigitModel.maxDimension else {
      throw .corrupt("\(name) is \(value) (expected \(minimum)…\(DigitModel.maxDimension))")
    }
    return value
  }

  /// `weightCount` weights then `biasCount` biases, after checking the parameter bound.
  private mutating func parameters(
    _ weightCount: Int, _ biasCount: Int
  ) throws(ModelLoadError) -> (weights: [Float], bias: [Float]) {
    parameterCount += weightCount + biasCount
    guard parameterCount <= DigitModel.maxParameters else {
      throw .corrupt("more than \(DigitModel.maxParameters) parameters")
    }
    let weights = try finite(cursor.floats(weightCount), "weight")
    let bias = try finite(cursor.floats(biasCount), "bias")
    return (weights, bias)
  }

  private func finite(_ values: [Float], _ name: String) throws(ModelLoadError) -> [Float] {
    if let index = values.firstIndex(where: { !$0.isFinite }) {
      throw .corrupt("\(name) \(index) is not finite (\(values[index]))")
    }
    return values
  }
}
