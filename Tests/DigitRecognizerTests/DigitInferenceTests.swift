import DigitRecognizer
import Glibc
import Recognition
import Synchronization
import Testing

/// Counts how many `classify` calls are in progress at once, and the most ever seen.
final class Overlap: Sendable {
  private let counts = Mutex((active: 0, most: 0, calls: 0))

  func enter() {
    counts.withLock {
      $0.active += 1
      $0.most = max($0.most, $0.active)
      $0.calls += 1
    }
  }
  func leave() { counts.withLock { $0.active -= 1 } }
  var most: Int { counts.withLock { $0.most } }
  var calls: Int { counts.withLock { $0.calls } }
}

/// A classifier that dawdles inside `classify`, so any overlap between calls would be seen.
struct InstrumentedClassifier: DigitClassifier {
  let overlap: Overlap
  var failure: InferenceError?

  mutating func classify(_ image: [Float]) throws(InferenceError) -> Prediction {
    try Prediction(logits: evaluate(image).logits)
  }

  mutating func evaluate(_ image: [Float]) throws(InferenceError) -> NetworkOutput {
    overlap.enter()
    defer { overlap.leave() }
    usleep(200)
    if let failure { throw failure }
    var logits = [Float](repeating: 0, count: 10)
    logits[Int(image[0])] = 10
    return NetworkOutput(logits: logits, embedding: [])
  }
}

@Suite struct DigitInferenceTests {
  @Test func concurrentCallsRunOneAtATime() async throws {
    let overlap = Overlap()
    let inference = DigitInference(classifier: InstrumentedClassifier(overlap: overlap))
    let labels = await withTaskGroup(of: (Int, Int).self) { group in
      for request in 0..<64 {
        group.addTask {
          let image = [Float(request % 10)] + [Float](repeating: 0, count: 783)
          return (request, try! await inference.classify(image).label)
        }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    #expect(overlap.calls == 64)
    #expect(overlap.most == 1)
    #expect(labels.allSatisfy { $0.key % 10 == $0.value })
  }

  @Test func runsAModel() async throws {
    let model = try model([.constant(logits: [0, 0, 0, 0, 0, 0, 0, 9, 0, 0])])
    let inference = DigitInference(model: model)
    #expect(inference.modelSHA256 == model.sha256)
    let prediction = try await inference.classify(.init(repeating: 0, count: 784))
    #expect(prediction.label == 7)
    await #expect(throws: InferenceError.wrongInputSize(3, expected: 784)) {
      try await inference.classify([0, 0, 0])
    }
  }
}
