import DigitRecognizer
import Testing

@Suite struct DigitModelTests {
  /// conv 1→2 k3 (26×26), four poolings (13, 6, 3, 1), dense 2 → 10: every kind in 300 bytes.
  static let tiny: [ModelLayer] = {
    var generator = SeededGenerator(seed: 7)
    return [
      .randomConv(1, 2, padding: 0, using: &generator), .relu, .maxPool2, .maxPool2, .maxPool2, .maxPool2,
      .randomDense(2, 10, using: &generator),
    ]
  }()

  @Test func loadsTheTypicalModel() throws {
    var generator = SeededGenerator(seed: 1)
    let layers = typicalLayers(using: &generator)
    let bytes = DigitModel.fileBytes(layers: layers, metadata: #"{"accuracy":0.99}"#)
    let model = try DigitModel(bytes: bytes)
    #expect(model.members.map(\.layers) == [layers])
    #expect(
      model.members[0].shapes.map(\.description) == [
        "16×28×28", "16×28×28", "16×14×14", "32×14×14", "32×14×14", "32×7×7", "64×7×7", "64×7×7", "64×1×1",
        "64×1×1", "10×1×1",
      ])
    #expect(model.parameterCount == 160 + 4640 + 18_496 + 200_768 + 650)
    #expect(model.metadata == #"{"accuracy":0.99}"#)
    #expect(model.sha256 == SHA256.hexDigest(bytes))
  }

  /// The header and weights as Documentation/model-format.md lays them out, byte for byte.
  @Test func fileLayoutIsLittleEndian() {
    let layer = ModelLayer.dense(
      .init(
        inputs: 784, outputs: 10, weights: [1] + .init(repeating: 0, count: 7839),
        bias: .init(repeating: 0, count: 10)))
    let bytes = DigitModel.fileBytes(layers: [layer], metadata: "{}")
    let header: [UInt8] =
      Array("INKMODEL".utf8) + [1, 0, 0, 0, 1, 0, 0, 0, 28, 0, 0, 0, 28, 0, 0, 0, 10, 0, 0, 0, 1, 0, 0, 0]
    #expect(Array(bytes.prefix(32)) == header)
    #expect(Array(bytes[32..<48]) == [4, 0, 0, 0, 0x10, 3, 0, 0, 10, 0, 0, 0, 0, 0, 0x80, 0x3F])
    #expect(Array(bytes.suffix(6)) == [2, 0, 0, 0] + Array("{}".utf8))
    #expect(bytes.count == 32 + 12 + 4 * 7850 + 4 + 2)
  }

  @Test func everyTruncationIsReportedWhereTheFileEnds() throws {
    let bytes = DigitModel.fileBytes(layers: Self.tiny, metadata: "{}")
    _ = try DigitModel(bytes: bytes)
    for length in 0..<bytes.count {
      #expect(throws: ModelLoadError.truncated(at: length)) { try DigitModel(bytes: bytes.prefix(length)) }
    }
  }

  @Test func refusesWhatIsNotAModelFile() {
    let good = DigitModel.fileBytes(layers: Self.tiny)
    var magic = good
    magic[0] = UInt8(ascii: "X")
    #expect(throws: ModelLoadError.badMagic) { try DigitModel(bytes: magic) }
    var version = good
    version[8] = 7
    #expect(throws: ModelLoadError.unsupportedVersion(7)) { try DigitModel(bytes: version) }
    #expect(ModelLoadError.unsupportedVersion(7).description == "unsupported version 7")
    #expect(throws: ModelLoadError.trailingBytes(at: good.count)) { try DigitModel(bytes: good + [0]) }
    var metadata = good
    metadata[metadata.count - 1] = 0xFF
    #expect(throws: ModelLoadError.corrupt("the metadata is not UTF-8 text")) {
      try DigitModel(bytes: metadata)
    }
    #expect(ModelLoadError.missing.description == "missing")
    #expect(ModelLoadError.truncated(at: 1234).description == "truncated at byte 1234")
    #expect(ModelLoadError.truncated(at: 0).description == "the file is empty")
  }

  @Test func refusesOtherInputsAndClasses() {
    var input = DigitModel.fileBytes(layers: Self.tiny)
    input[16] = 32
    #expect(
      throws: ModelLoadError.corrupt("input is 1×32×28, expected 1…2 planes of the 28×28 raster")
    ) {
      try DigitModel(bytes: input)
    }
    #expect(
      throws: ModelLoadError.corrupt("input is 3×28×28, expected 1…2 planes of the 28×28 raster")
    ) {
      try DigitModel(bytes: DigitModel.fileBytes(layers: Self.tiny, channels: 3))
    }
    var classes = DigitModel.fileBytes(layers: Self.tiny)
    classes[24] = 12
    #expect(throws: ModelLoadError.corrupt("12 classes, expected 10")) { try DigitModel(bytes: classes) }
  }

  @Test func shapesMustChain() {
    var generator = SeededGenerator(seed: 3)
    let layers: [ModelLayer] = [
      .randomConv(1, 8, using: &generator), .maxPool2, .randomConv(8, 32, using: &generator), .maxPool2,
      .randomDense(3136, 10, using: &generator),
    ]
    #expect(throws: ModelLoadError.corrupt("layer 5: dense expects 3136 inputs, gets 1568")) {
      try model(layers)
    }
    #expect(throws: ModelLoadError.corrupt("layer 2: conv2d expects 2 input channels, gets 1")) {
      try model([.relu, .randomConv(2, 10, using: &generator)])
    }
    #expect(throws: ModelLoadError.corrupt("the last layer gives 2×1×1 values, expected 10 logits")) {
      try model(Array(Self.tiny.dropLast()))
    }
    #expect(throws: ModelLoadError.corrupt("the last layer gives 1×28×28 values, expected 10 logits")) {
      try model([])
    }
    let shrink = ModelLayer.randomConv(1, 1, kernel: 27, padding: 0, using: &generator)
    #expect(throws: ModelLoadError.corrupt("layer 3: maxpool2 cannot halve a 1×1×1 input")) {
      try model([shrink, .maxPool2, .maxPool2])
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: conv2d kernel 29 does not fit a 1×28×28 input")) {
      try model([.randomConv(1, 1, kernel: 29, padding: 0, using: &generator)])
    }
  }

  @Test func boundsAreEnforced() {
    var generator = SeededGenerator(seed: 4)
    #expect(throws: ModelLoadError.corrupt("65 layers (at most 64)")) {
      try model(Array(repeating: .relu, count: 65))
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: conv2d kernel 2 is not odd")) {
      try DigitModel(bytes: Self.file(layers: 1, [1, 1, 1, 2, 0]))
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: dense out is 5000 (expected 1…4096)")) {
      try DigitModel(bytes: Self.file(layers: 1, [4, 784, 5000]))
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: conv2d in is 0 (expected 1…4096)")) {
      try DigitModel(bytes: Self.file(layers: 1, [1, 0, 1, 1, 0]))
    }
    #expect(throws: ModelLoadError.corrupt("layer 2: more than 16777216 parameters")) {
      try DigitModel(bytes: Self.file(layers: 2, [2, 4, 4096, 4096]))
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: its output 4096×228×228 is too large")) {
      try model([.randomConv(1, 4096, kernel: 1, padding: 100, using: &generator)])
    }
    #expect(throws: ModelLoadError.corrupt("layer 1: unknown layer kind 9")) {
      try DigitModel(bytes: Self.file(layers: 1, [9]))
    }
  }

  @Test func readsAnEnsembleAndNamesTheMemberAtFault() throws {
    let two = DigitModel.fileBytes(members: [Self.tiny, Self.tiny], metadata: "{}")
    #expect(Array(two[8..<12]) == [2, 0, 0, 0])
    #expect(Array(two[28..<32]) == [2, 0, 0, 0])
    let model = try DigitModel(bytes: two)
    #expect(model.members.count == 2)
    #expect(
      model.parameterCount == 2
        * (try DigitModel(bytes: DigitModel.fileBytes(layers: Self.tiny))).parameterCount)
    for length in stride(from: 0, to: two.count, by: 7) {
      #expect(throws: ModelLoadError.truncated(at: length)) { try DigitModel(bytes: two.prefix(length)) }
    }
    #expect(throws: ModelLoadError.corrupt("member 2, the last layer gives 2×1×1 values, expected 10 logits"))
    {
      try DigitModel(bytes: DigitModel.fileBytes(members: [Self.tiny, Array(Self.tiny.dropLast())]))
    }
    #expect(throws: ModelLoadError.corrupt("0 members (1…8)")) {
      try DigitModel(bytes: DigitModel.fileBytes(members: []))
    }
    #expect(throws: ModelLoadError.corrupt("9 members (1…8)")) {
      try DigitModel(bytes: DigitModel.fileBytes(members: Array(repeating: Self.tiny, count: 9)))
    }
  }

  /// A file header announcing `layers` layers, then `words`: for layers too large to write out.
  static func file(layers: Int, _ words: [UInt32]) -> [UInt8] {
    let header: [UInt32] = [1, 1, 28, 28, 10, UInt32(layers)]
    return Array("INKMODEL".utf8)
      + (header + words).flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
  }

  @Test func weightsMustBeFinite() {
    var layers = Self.tiny
    guard case .dense(var dense) = layers[6], case .conv2d(var conv) = layers[0] else { return }
    dense.weights[5] = .nan
    layers[6] = .dense(dense)
    #expect(throws: ModelLoadError.corrupt("layer 7: weight 5 is not finite (nan)")) { try model(layers) }
    conv.bias[1] = -.infinity
    #expect(throws: ModelLoadError.corrupt("layer 1: bias 1 is not finite (-inf)")) {
      try model([.conv2d(conv)] + Self.tiny.dropFirst())
    }
  }
}
