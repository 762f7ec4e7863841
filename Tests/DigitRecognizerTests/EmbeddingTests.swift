import DigitRecognizer
import Testing

/// The embedding `DigitNetwork.evaluate` gives beside the logits, against the plain reference.
@Suite struct EmbeddingTests {
  /// The reference penultimate activations, each scaled to length 1/√members, concatenated.
  static func expected(_ model: DigitModel, _ image: [Float]) -> [Float] {
    let parts = ReferenceNetwork.penultimates(model, image)
    let share = 1 / Float(parts.count).squareRoot()
    return parts.flatMap { part in
      let norm = part.reduce(0) { $0 + $1 * $1 }.squareRoot()
      return norm > 0 ? part.map { $0 * share / norm } : part
    }
  }

  static func expectClose(_ fast: [Float], _ reference: [Float], _ name: String) {
    #expect(fast.count == reference.count, "\(name)")
    for (a, b) in zip(fast, reference) {
      #expect(abs(a - b) <= 1e-5, "\(name): \(a) vs \(b)")
    }
  }

  @Test(arguments: 0..<ForwardPassTests.chains.count)
  func isThePenultimateActivationOfEveryChain(chain: Int) throws {
    var generator = SeededGenerator(seed: UInt64(300 + chain))
    let model = try model(ForwardPassTests.chains[chain].1(&generator))
    let network = DigitNetwork(model: model)
    for _ in 0..<3 {
      let image = randomImage(using: &generator)
      let output = try network.evaluate(image)
      #expect(output.logits == (try network.logits(image)), "one forward pass, the same logits")
      Self.expectClose(output.embedding, Self.expected(model, image), ForwardPassTests.chains[chain].0)
      #expect(output.embedding.count == network.embeddingDimension)
      let length = output.embedding.reduce(0) { $0 + $1 * $1 }.squareRoot()
      #expect(abs(length - 1) < 1e-5)
    }
  }

  /// An ensemble's members each weigh the same: two embeddings' dot product is the mean of the
  /// members' cosine similarities.
  @Test func concatenatesTheMembersOfAnEnsemble() throws {
    var generator = SeededGenerator(seed: 400)
    let members = [typicalLayers(using: &generator), typicalLayers(using: &generator)]
    let ensemble = try DigitModel(bytes: DigitModel.fileBytes(members: members))
    let network = DigitNetwork(model: ensemble)
    #expect(network.embeddingDimension == 128)
    let image = randomImage(using: &generator)
    let output = try network.evaluate(image)
    Self.expectClose(output.embedding, Self.expected(ensemble, image), "ensemble")
    let halves = [output.embedding[..<64], output.embedding[64...]].map { half in
      half.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
    #expect(halves.allSatisfy { abs($0 - Float(0.5).squareRoot()) < 1e-5 })
  }

  /// A model without a hidden layer embeds the raster itself; blank input stays all zero, not NaN.
  @Test func aModelWithoutAHiddenLayerEmbedsItsInput() throws {
    let network = DigitNetwork(model: try model([.constant(logits: .init(repeating: 0, count: 10))]))
    var image = [Float](repeating: 0, count: 784)
    #expect(try network.evaluate(image).embedding == image)
    image[3] = 2
    image[700] = 2
    let embedding = try network.evaluate(image).embedding
    #expect(embedding[3] == Float(0.5).squareRoot() && embedding[700] == Float(0.5).squareRoot())
  }
}
