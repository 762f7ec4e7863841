import InkKit

/// A digit model read from the bytes of an `.inkm` file (Documentation/model-format.md), checked
/// through and through: once loaded, every layer of every member takes the shape the one before it
/// gives, from the C×28×28 raster planes to 10 logits, and every weight is finite.
public struct DigitModel: Hashable, Sendable {
  public static let magic = Array("INKMODEL".utf8)
  /// Version 1 holds one network; version 2 an ensemble of networks whose logits are summed.
  public static let versions: ClosedRange<UInt32> = 1...2
  public static let maxMembers = 8
  /// The DigitRaster image alone, the input of every model before the order plane.
  public static let inputShape = TensorShape(channels: 1, height: 28, width: 28)
  /// The most raster planes a model may read: the ink, then its drawing order (`DigitRaster.planes`).
  public static let maxInputChannels = DigitRaster.planeCount
  public static let classes = 10
  /// Sanity bounds from the format: a file beyond them is corrupt.
  public static let maxDimension = 4096
  public static let maxLayers = 64
  public static let maxParameters = 16 << 20
  /// No tensor between layers may hold more values than this; the format's per-dimension bound alone
  /// would allow terabytes.
  public static let maxTensorCount = 16 << 20

  /// The raster planes it reads (the first `channels` of `DigitRaster.planes`), each 28×28.
  public let input: TensorShape
  /// The networks whose logits are summed: one, or the members of an ensemble.
  public let members: [ModelMember]
  /// Over all members.
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
    guard Self.versions.contains(version) else { throw .unsupportedVersion(version) }
    let input = TensorShape(
      channels: Int(try cursor.word()), height: Int(try cursor.word()), width: Int(try cursor.word()))
    guard input.height == Self.inputShape.height, input.width == Self.inputShape.width,
      (1...Self.maxInputChannels).contains(input.channels)
    else {
      throw .corrupt(
        "input is \(input), expected 1…\(Self.maxInputChannels) planes of the 28×28 raster")
    }
    let classes = try cursor.word()
    guard classes == Self.classes else { throw .corrupt("\(classes) classes, expected \(Self.classes)") }
    let memberCount = version == 1 ? 1 : Int(try cursor.word())
    guard (1...Self.maxMembers).contains(memberCount) else {
      throw .corrupt("\(memberCount) members (1…\(Self.maxMembers))")
    }
    var members: [ModelMember] = []
    var parameterCount = 0
    for number in 0..<memberCount {
      var reader = LayerReader(cursor: cursor, shape: input, parameterCount: parameterCount)
      do {
        try reader.readMember()
      } catch .corrupt(let problem) {
        throw .corrupt(memberCount == 1 ? problem : "member \(number + 1), \(problem)")
      }
      cursor = reader.cursor
      parameterCount = reader.parameterCount
      members.append(ModelMember(layers: reader.layers, shapes: reader.shapes))
    }
    let metadataLength = Int(try cursor.word())
    guard let metadata = String(validating: try cursor.take(metadataLength), as: UTF8.self) else {
      throw .corrupt("the metadata is not UTF-8 text")
    }
    guard cursor.remaining == 0 else { throw .trailingBytes(at: cursor.offset) }
    self.input = input
    self.members = members
    self.parameterCount = parameterCount
    self.metadata = metadata
    sha256 = SHA256.hexDigest(cursor.bytes)
  }

  /// The length of the embedding `DigitNetwork` gives beside the logits (the members' penultimate
  /// activations together: what each member's last dense or convolution layer reads), without compiling
  /// the network: a writer's profile is checked against it before any ink is read.
  public var embeddingDimension: Int {
    members.reduce(0) { total, member in
      let lastWeighted = member.lastWeightedIndex
      return total + (lastWeighted == 0 ? input : member.shapes[lastWeighted - 1]).count
    }
  }
}

/// Reads one member's layers one by one, checking each against the shape it receives and the bounds.
private struct LayerReader {
  var cursor: ByteCursor
  var shape: TensorShape
  var layers: [ModelLayer] = []
  var shapes: [TensorShape] = []
  /// Counted from the members before this one: the bound is on the whole file.
  var parameterCount: Int

  init(cursor: ByteCursor, shape: TensorShape, parameterCount: Int) {
    self.cursor = cursor
    self.shape = shape
    self.parameterCount = parameterCount
  }

  /// The layer count, the layers, and the check that they end in the logits.
  mutating func readMember() throws(ModelLoadError) {
    let layerCount = try cursor.word()
    guard layerCount <= DigitModel.maxLayers else {
      throw .corrupt("\(layerCount) layers (at most \(DigitModel.maxLayers))")
    }
    for number in 0..<Int(layerCount) {
      do {
        try readLayer()
      } catch .corrupt(let problem) {
        throw .corrupt("layer \(number + 1): \(problem)")
      }
    }
    guard shape == TensorShape(channels: DigitModel.classes, height: 1, width: 1) else {
      throw .corrupt("the last layer gives \(shape) values, expected \(DigitModel.classes) logits")
    }
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
