import DigitRecognizer
import Testing

/// `DigitModel.embeddingDimension`, which a player's hand is checked against before a network is
/// compiled, is the length of the compiled network's embedding for every shape of model.
@Suite struct ModelEmbeddingDimensionTests {
  @Test(arguments: 0..<ForwardPassTests.chains.count)
  func isTheCompiledNetworksForEveryChain(chain: Int) throws {
    var generator = SeededGenerator(seed: UInt64(500 + chain))
    let model = try model(ForwardPassTests.chains[chain].1(&generator))
    #expect(model.embeddingDimension == DigitNetwork(model: model).embeddingDimension)
  }

  @Test func sumsTheMembersOfAnEnsemble() throws {
    var generator = SeededGenerator(seed: 501)
    let members = [typicalLayers(using: &generator), typicalLayers(using: &generator)]
    let ensemble = try DigitModel(bytes: DigitModel.fileBytes(members: members))
    #expect(ensemble.embeddingDimension == 128)
    #expect(ensemble.embeddingDimension == DigitNetwork(model: ensemble).embeddingDimension)
  }

  @Test func aModelWithoutAHiddenLayerEmbedsItsInput() throws {
    let model = try model([.constant(logits: .init(repeating: 0, count: 10))])
    #expect(model.embeddingDimension == 784)
    #expect(model.embeddingDimension == DigitNetwork(model: model).embeddingDimension)
  }
}
