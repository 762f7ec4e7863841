import DigitRecognizer
import Recognition
import Testing

/// The fast network against the plain reference, on random models and images.
@Suite struct ForwardPassTests {
  /// Model chains that exercise every path: channel counts that are not multiples of 8 (padding
  /// lanes), more than 32 outputs (register blocks plus a tail), no padding and wide kernels, odd sizes
  /// under pooling, rectifiers that cannot be fused, dense layers feeding convolutions.
  static let chains: [(String, @Sendable (inout SeededGenerator) -> [ModelLayer])] = [
    ("typical", { typicalLayers(using: &$0) }),
    (
      "odd channels",
      { g in
        [
          .randomConv(1, 5, kernel: 5, padding: 2, using: &g), .relu, .maxPool2,
          .randomConv(5, 37, padding: 0, using: &g),
          .maxPool2, .relu, .randomConv(37, 12, kernel: 1, padding: 0, using: &g),
          .randomDense(12 * 36, 40, using: &g),
          .relu, .relu, .randomDense(40, 10, using: &g),
        ]
      }
    ),
    (
      "odd sizes",
      { g in
        [
          .relu, .randomConv(1, 8, padding: 0, using: &g), .maxPool2, .maxPool2,
          .randomConv(8, 3, kernel: 3, padding: 3, using: &g),
          .maxPool2, .randomDense(3 * 25, 10, using: &g),
        ]
      }
    ),
    (
      "dense into convolution",
      { g in
        [
          .randomDense(784, 33, using: &g), .relu, .randomConv(33, 64, kernel: 3, padding: 1, using: &g),
          .relu,
          .randomConv(64, 10, kernel: 1, padding: 0, using: &g),
        ]
      }
    ),
  ]

  @Test(arguments: 0..<chains.count)
  func matchesTheReference(chain: Int) throws {
    var generator = SeededGenerator(seed: UInt64(100 + chain))
    let model = try model(Self.chains[chain].1(&generator))
    let network = DigitNetwork(model: model)
    for _ in 0..<3 {
      let image = randomImage(using: &generator)
      let fast = try network.logits(image)
      let reference = ReferenceNetwork.logits(model, image)
      #expect(fast.count == 10)
      for (a, b) in zip(fast, reference) {
        #expect(abs(a - b) <= 1e-5 * max(1, abs(b)), "\(Self.chains[chain].0): \(fast) vs \(reference)")
      }
    }
  }

  @Test func repeatedCallsGiveTheSameAnswer() throws {
    var generator = SeededGenerator(seed: 5)
    let network = DigitNetwork(model: try model(typicalLayers(using: &generator)))
    let first = randomImage(using: &generator)
    let second = randomImage(using: &generator)
    let answer = try network.logits(first)
    _ = try network.logits(second)
    #expect(try network.logits(first) == answer)
  }

  @Test func refusesImagesOfAnotherSize() throws {
    let network = DigitNetwork(model: try model([.constant(logits: .init(repeating: 0, count: 10))]))
    #expect(throws: InferenceError.wrongInputSize(10, expected: 784)) {
      try network.logits(.init(repeating: 0, count: 10))
    }
    #expect(throws: InferenceError.wrongInputSize(800, expected: 784)) {
      try network.logits(.init(repeating: 0, count: 800))
    }
    var generator = SeededGenerator(seed: 8)
    let twoPlanes = DigitNetwork(model: try model(twoPlaneLayers(using: &generator), channels: 2))
    #expect(throws: InferenceError.wrongInputSize(784, expected: 1568)) {
      try twoPlanes.logits(.init(repeating: 0, count: 784))
    }
  }

  /// A model of two planes reads the ink and its order (planar in, interleaved in the buffer) exactly as
  /// the reference does; a model of one plane given both reads the ink alone.
  @Test func readsAsManyPlanesAsItsInputHas() throws {
    var generator = SeededGenerator(seed: 9)
    let two = try model(twoPlaneLayers(using: &generator), channels: 2)
    #expect(two.input == TensorShape(channels: 2, height: 28, width: 28))
    let network = DigitNetwork(model: two)
    let one = try model(typicalLayers(using: &generator))
    let onePlane = DigitNetwork(model: one)
    for _ in 0..<3 {
      let planes = randomImage(using: &generator) + randomImage(using: &generator)
      let fast = try network.logits(planes)
      let reference = ReferenceNetwork.logits(two, planes)
      for (a, b) in zip(fast, reference) {
        #expect(abs(a - b) <= 1e-5 * max(1, abs(b)), "\(fast) vs \(reference)")
      }
      #expect(try onePlane.logits(planes) == onePlane.logits(Array(planes.prefix(784))))
    }
    let swapped = randomImage(using: &generator)
    let ink = randomImage(using: &generator)
    #expect(try network.logits(ink + swapped) != network.logits(swapped + ink))
  }

  @Test func softmaxGivesLabelConfidenceAndTopThree() throws {
    let prediction = try Prediction(logits: [0, 1, 2, 3, 9, 3, 0, 0, 0, 1])
    #expect(prediction.label == 4)
    #expect(abs(prediction.probabilities.reduce(0, +) - 1) < 1e-6)
    #expect(prediction.confidence > 0.99)
    #expect(prediction.top(3).map(\.label) == [4, 3, 5])
    #expect(try Prediction(logits: .init(repeating: 1000, count: 10)).label == 0)
    #expect(throws: InferenceError.nonFiniteOutput) { try Prediction(logits: [0, .infinity]) }
    #expect(throws: InferenceError.nonFiniteOutput) { try Prediction(logits: [.nan, 0]) }
  }

  /// An ensemble's logits are the sum of its members' (each alone through the fast network); a member
  /// that starts with a rectifier leaves the shared input intact for the others.
  @Test func anEnsembleSumsItsMembers() throws {
    var generator = SeededGenerator(seed: 200)
    let members = (0..<Self.chains.count).map { Self.chains[$0].1(&generator) }
    let ensemble = try DigitModel(bytes: DigitModel.fileBytes(members: members))
    #expect(ensemble.members.map(\.layers) == members)
    let alone = try members.map { DigitNetwork(model: try model($0)) }
    let network = DigitNetwork(model: ensemble)
    for _ in 0..<3 {
      let image = randomImage(using: &generator)
      let sum = try alone.map { try $0.logits(image) }.reduce([Float](repeating: 0, count: 10)) {
        zip($0, $1).map(+)
      }
      let fast = try network.logits(image)
      let reference = ReferenceNetwork.logits(ensemble, image)
      for k in 0..<10 {
        #expect(abs(fast[k] - sum[k]) <= 1e-5 * max(1, abs(sum[k])), "\(fast) vs \(sum)")
        #expect(abs(fast[k] - reference[k]) <= 1e-4 * max(1, abs(reference[k])), "\(fast) vs \(reference)")
      }
    }
  }
}
