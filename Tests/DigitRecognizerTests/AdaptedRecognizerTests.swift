import DigitRecognizer
import InkKit
import Recognition
import SudokuKit
import Testing

/// On a model without a hidden layer the embedding is the raster itself, so the same ink is its own
/// nearest sample.
@Suite struct AdaptedRecognizerTests {
  static func recognizer(logits: [Float]) throws -> AdaptedRecognizer {
    AdaptedRecognizer(model: try model([.constant(logits: logits)]), adaptation: .standard)
  }

  static let bar = CNNRecognizerTests.bar
  static let request = CNNRecognizerTests.request(bar)

  /// A profile in which the bar was written as `label` `times` times.
  static func profile(_ recognizer: AdaptedRecognizer, _ label: Int, times: Int) -> WriterProfile {
    var profile = recognizer.emptyProfile()
    let embedding = recognizer.recognize(request, profile: profile).embedding!
    for _ in 0..<times { profile.learn(label, embedding: embedding) }
    return profile
  }

  @Test func theWritersSamplesLetAnUnsureReadingThrough() throws {
    // e^2.5 / (e^2.5 + 9) ≈ 0.57: refused alone.
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    let alone = recognizer.recognize(Self.request, profile: recognizer.emptyProfile())
    #expect(alone.reading == alone.unadapted)
    #expect(alone.reading.reason == .lowConfidence)
    #expect(!alone.changed)
    let adapted = recognizer.recognize(Self.request, profile: Self.profile(recognizer, 4, times: 20))
    #expect(adapted.unadapted == alone.reading)
    #expect(adapted.reading.decision == .accept(4))
    #expect(adapted.changed)
  }

  @Test func aProfileOfAnotherModelHasNoSay() throws {
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    let other = try Self.recognizer(logits: [0, 0, 0, 0, 2.4, 0, 0, 0, 0, 0])
    let result = recognizer.recognize(Self.request, profile: Self.profile(other, 4, times: 20))
    #expect(result.reading == result.unadapted)
  }

  @Test func inkWithoutAnImageHasNoEmbedding() throws {
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 0, 9, 0, 0, 0, 0, 0])
    let result = recognizer.recognize(CNNRecognizerTests.request([]), profile: recognizer.emptyProfile())
    #expect(result.reading == .rejected(id: 5, .emptyInk))
    #expect(result.unadapted == result.reading)
    #expect(result.embedding == nil)
  }

  /// The policy is unchanged: the board still gates what the profile makes sure.
  @Test func theBoardStillGates() throws {
    let recognizer = try Self.recognizer(logits: [0, 0, 0, 0, 2.5, 0, 0, 0, 0, 0])
    var grid = Grid()
    grid[1] = 4
    let request = CNNRecognizerTests.request(Self.bar, target: .cell(BoardContext(board: grid, cell: 0)))
    let result = recognizer.recognize(request, profile: Self.profile(recognizer, 4, times: 20))
    #expect(result.reading.reason == .conflict)
  }
}
