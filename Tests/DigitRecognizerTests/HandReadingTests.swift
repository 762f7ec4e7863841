import DigitRecognizer
import InkKit
import Recognition
import SudokuKit
import Testing

/// The recognizer reading with the player's hand. On a model without a hidden layer the embedding is
/// the raster itself, so the same ink is its own nearest sample.
@Suite struct HandReadingTests {
  static func recognizer(logits: [Float]) throws -> (CNNRecognizer, DigitModel) {
    let model = try model([.constant(logits: logits)])
    return (CNNRecognizer(inference: DigitInference(model: model)), model)
  }

  static let bar = CNNRecognizerTests.bar

  static func request(_ hand: WriterProfile?, target: InkTarget = .noBoard) -> RecognitionRequest {
    var request = CNNRecognizerTests.request(bar, target: target)
    request.hand = hand
    return request
  }

  static func emptyHand(_ model: DigitModel) -> WriterProfile {
    WriterProfile(modelSHA256: model.sha256, dimension: DigitNetwork(model: model).embeddingDimension)
  }

  /// A hand in which the bar was written as `label` `times` times.
  static func hand(_ recognizer: CNNRecognizer, _ model: DigitModel, _ label: Int, times: Int) async
    -> WriterProfile
  {
    var hand = emptyHand(model)
    let embedding = await recognizer.recognize(request(hand)).embedding!.values
    for _ in 0..<times { hand.learn(label, embedding: embedding) }
    return hand
  }

  @Test func theWritersSamplesLetAnUnsureReadingThrough() async throws {
    // e^2.5 / (e^2.5 + 9) ≈ 0.57: refused alone.
    let (recognizer, model) = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    let plain = await recognizer.recognize(Self.request(nil))
    #expect(plain.reason == .lowConfidence)
    #expect(plain.embedding == nil && plain.modelAlone == nil, "without a hand, the model alone")
    let empty = await recognizer.recognize(Self.request(Self.emptyHand(model)))
    #expect(empty.decision == plain.decision && empty.confidence == plain.confidence)
    #expect(empty.modelAlone == ModelAlone(plain))
    #expect(!empty.handChanged)
    #expect(empty.embedding?.values.count == 28 * 28 * model.input.channels)
    let adapted = await recognizer.recognize(
      Self.request(await Self.hand(recognizer, model, 4, times: 20)))
    #expect(adapted.modelAlone == ModelAlone(plain))
    #expect(adapted.decision == .accept(4))
    #expect(adapted.handChanged)
  }

  @Test func aHandOfAnotherModelHasNoSayAndLearnsNothing() async throws {
    let (recognizer, _) = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    let (other, otherModel) = try Self.recognizer(logits: [0, 0, 0, 0, 2.4, 0, 0, 0, 0, 0])
    let reading = await recognizer.recognize(
      Self.request(await Self.hand(other, otherModel, 4, times: 20)))
    #expect(reading == (await recognizer.recognize(Self.request(nil))))
  }

  @Test func inkWithoutAnImageHasNoEmbedding() async throws {
    let (recognizer, model) = try Self.recognizer(logits: [0, 0, 0, 0, 9, 0, 0, 0, 0, 0])
    var request = CNNRecognizerTests.request([])
    request.hand = Self.emptyHand(model)
    #expect(await recognizer.recognize(request) == .rejected(id: 5, .emptyInk))
  }

  /// The policy is unchanged: the board still gates what the hand makes sure.
  @Test func theBoardStillGates() async throws {
    let (recognizer, model) = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    var grid = Grid()
    grid[1] = 4
    let hand = await Self.hand(recognizer, model, 4, times: 20)
    let reading = await recognizer.recognize(
      Self.request(hand, target: .cell(BoardContext(board: grid, cell: 0))))
    #expect(reading.reason == .conflict)
  }
}
