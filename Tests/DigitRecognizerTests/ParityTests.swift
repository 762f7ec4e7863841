import DigitRecognizer
import Foundation
import Recognition
import Testing

/// The shipped model computes in Swift what it computed in PyTorch: `Tools/train/train.py` writes
/// `Tests/Fixtures/model-parity.json` (Swift-rendered 28×28 inputs with the logits and softmax of the
/// exported file, and the file's sha256) every time it exports `Models/digits.inkm`.
@Suite struct ParityTests {
  struct Fixture: Decodable {
    struct Case: Decodable {
      var label: Int
      var input: [Float]
      var logits: [Float]
      var softmax: [Float]
    }
    var model: String
    var sha256: String
    var tolerance: Float
    var cases: [Case]
  }

  /// The package root: this file is `Tests/DigitRecognizerTests/ParityTests.swift`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func load() throws -> (Fixture, DigitModel) {
    let fixtureData = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/model-parity.json"))
    let fixture = try JSONDecoder().decode(Fixture.self, from: fixtureData)
    let modelData = try Data(contentsOf: root.appendingPathComponent(fixture.model))
    return (fixture, try DigitModel(bytes: [UInt8](modelData)))
  }

  @Test func fixtureIsForTheShippedModel() throws {
    let (fixture, model) = try Self.load()
    #expect(model.sha256 == fixture.sha256)
    #expect(fixture.cases.count >= 24)
  }

  @Test func logitsAndSoftmaxMatchPyTorch() throws {
    let (fixture, model) = try Self.load()
    let network = DigitNetwork(model: model)
    for (index, item) in fixture.cases.enumerated() {
      let logits = try network.logits(item.input)
      let prediction = try Prediction(logits: logits)
      for k in 0..<DigitModel.classes {
        #expect(abs(logits[k] - item.logits[k]) <= fixture.tolerance, "case \(index) logit \(k)")
        let softmaxError = abs(prediction.probabilities[k] - item.softmax[k])
        #expect(softmaxError <= fixture.tolerance, "case \(index) softmax \(k)")
      }
    }
  }
}
