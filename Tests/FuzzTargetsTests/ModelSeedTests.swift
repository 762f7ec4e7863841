import DigitRecognizer
import Foundation
import Testing

/// The model seeds are the training exporter's format, as `DigitModel.fileBytes` writes it: small
/// enough to mutate (the shipped model is 500 kB), with every layer kind in it.
@Suite struct ModelSeedTests {
  static let directory = CorpusRegressionTests.fuzz.appendingPathComponent("Corpus/model")

  /// A 2-channel convolution, pooled three times to 2×3×3, then 18 → 10.
  static let convPoolDense: [ModelLayer] = [
    .conv2d(
      .init(
        inputs: 1, outputs: 2, kernel: 3, padding: 1, weights: (0..<18).map { Float($0 % 5 - 2) / 4 },
        bias: [0.1, -0.1])),
    .relu, .maxPool2, .maxPool2, .maxPool2, dense(inputs: 18),
  ]

  /// Pooled three times to 1×3×3, then 9 → 10.
  static let poolDense: [ModelLayer] = [.maxPool2, .maxPool2, .maxPool2, dense(inputs: 9)]

  static func dense(inputs: Int) -> ModelLayer {
    .dense(
      .init(
        inputs: inputs, outputs: 10, weights: (0..<inputs * 10).map { Float($0 % 7 - 3) / 8 },
        bias: (0..<10).map { Float($0) / 16 }))
  }

  @Test(arguments: [("valid-conv-pool-dense.inkm", convPoolDense), ("valid-pool-dense.inkm", poolDense)])
  func seedIsTheEncodersOutput(_ file: String, _ layers: [ModelLayer]) throws {
    let seed = try Data(contentsOf: Self.directory.appendingPathComponent(file))
    #expect(Array(seed) == DigitModel.fileBytes(layers: layers))
    #expect(try DigitModel(bytes: seed).members.map(\.layers) == [layers])
  }

  @Test func ensembleSeedIsTheEncodersOutput() throws {
    let seed = try Data(contentsOf: Self.directory.appendingPathComponent("valid-ensemble.inkm"))
    #expect(Array(seed) == DigitModel.fileBytes(members: [Self.convPoolDense, Self.poolDense]))
    #expect(try DigitModel(bytes: seed).members.map(\.layers) == [Self.convPoolDense, Self.poolDense])
  }
}
