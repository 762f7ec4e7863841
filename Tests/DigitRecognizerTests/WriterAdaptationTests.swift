import DigitRecognizer
import Glibc
import Recognition
import Testing

@Suite struct WriterAdaptationTests {
  static let adaptation = WriterAdaptation(
    weight: 3, nearness: 0.8, neighbours: 5, agreement: 2, fullWeightAt: 4)

  /// A unit embedding at `angle` from the first axis, in the plane of the first two.
  static func direction(_ angle: Float) -> [Float] { [cosf(angle), sinf(angle), 0] }

  static func profile(_ samples: [(Int, [Float])]) -> WriterProfile {
    var profile = WriterProfile(modelSHA256: "m", dimension: 3)
    for (label, embedding) in samples {
      let learned = profile.learn(label, embedding: embedding)
      #expect(learned)
    }
    return profile
  }

  /// The model reads a 1 at about 0.41 (e² / (e² + e + 8)), 7 being its doubt.
  static let doubtful = NetworkOutput(logits: [0, 2, 0, 0, 0, 0, 0, 1, 0, 0], embedding: direction(0))

  static func shift(_ logits: [Float]) -> [Float] { zip(logits, doubtful.logits).map { $0 - $1 } }

  @Test func anEmptyOrForeignProfileChangesNothing() {
    #expect(Self.adaptation.adapt(Self.doubtful, to: Self.profile([])) == Self.doubtful.logits)
    let other = WriterProfile(modelSHA256: "m", dimension: 4)
    #expect(Self.adaptation.adapt(Self.doubtful, to: other) == Self.doubtful.logits)
  }

  @Test func agreeingNearSamplesMakeAReadingSurer() throws {
    let profile = Self.profile(Array(repeating: (1, Self.direction(0)), count: 4))
    let adapted = try Prediction(logits: Self.adaptation.adapt(Self.doubtful, to: profile))
    #expect(adapted.label == 1)
    #expect(adapted.confidence > 0.88, "e^4.4 / (e^4.4 + e + 8)")
    // Four identical samples of five neighbours: four fifths of the weight, the profile being full.
    #expect(abs(Self.shift(Self.adaptation.adapt(Self.doubtful, to: profile))[1] - 2.4) < 1e-5)
  }

  @Test func samplesOfAnotherDigitMakeItLessSure() throws {
    let profile = Self.profile(Array(repeating: (7, Self.direction(0.1)), count: 4))
    let before = try Prediction(logits: Self.doubtful.logits)
    let after = try Prediction(logits: Self.adaptation.adapt(Self.doubtful, to: profile))
    #expect(after.probabilities[1] < before.probabilities[1])
    #expect(after.label == 7, "a close reading is overturned by enough agreeing samples")
  }

  @Test func oneSampleOfADigitHasNoSay() {
    let profile = Self.profile([(7, Self.direction(0)), (3, Self.direction(0)), (5, Self.direction(0))])
    #expect(Self.adaptation.adapt(Self.doubtful, to: profile) == Self.doubtful.logits)
  }

  @Test func samplesThatAreNotAlikeHaveNoSay() {
    // cos 0.7 ≈ 0.76, below the nearness of 0.8.
    let profile = Self.profile(Array(repeating: (7, Self.direction(0.7)), count: 6))
    #expect(Self.adaptation.adapt(Self.doubtful, to: profile) == Self.doubtful.logits)
  }

  @Test func theShiftIsBoundedByTheWeightAndGrowsWithTheProfile() {
    let full = Self.profile(Array(repeating: (7, Self.direction(0)), count: 8))
    let shift = Self.shift(Self.adaptation.adapt(Self.doubtful, to: full))
    #expect(abs(shift[7] - 3) < 1e-5)
    #expect(shift.enumerated().allSatisfy { $0.offset == 7 || $0.element == 0 })
    let young = Self.profile(Array(repeating: (7, Self.direction(0)), count: 2))
    // Two samples of the four for the full weight, two of the five neighbours: 3 × 1/2 × 2/5.
    #expect(abs(Self.shift(Self.adaptation.adapt(Self.doubtful, to: young))[7] - 0.6) < 1e-5)
  }

  /// Only the nearest neighbours vote: far samples of a digit, however many, are outvoted.
  @Test func onlyTheNearestVote() {
    let near = Array(repeating: (1, Self.direction(0.05)), count: 5)
    let farther = Array(repeating: (7, Self.direction(0.2)), count: 20)
    let shift = Self.shift(Self.adaptation.adapt(Self.doubtful, to: Self.profile(farther + near)))
    #expect(shift[1] > 0)
    #expect(shift[7] == 0)
  }

  @Test func checksItsParameters() {
    #expect(Self.adaptation.isValid)
    #expect(WriterAdaptation.standard.isValid)
    for broken in [
      WriterAdaptation(weight: -1, nearness: 0.8, neighbours: 5, agreement: 2, fullWeightAt: 4),
      WriterAdaptation(weight: .nan, nearness: 0.8, neighbours: 5, agreement: 2, fullWeightAt: 4),
      WriterAdaptation(weight: 3, nearness: 1, neighbours: 5, agreement: 2, fullWeightAt: 4),
      WriterAdaptation(weight: 3, nearness: 0.8, neighbours: 0, agreement: 0, fullWeightAt: 4),
      WriterAdaptation(weight: 3, nearness: 0.8, neighbours: 5, agreement: 6, fullWeightAt: 4),
      WriterAdaptation(weight: 3, nearness: 0.8, neighbours: 5, agreement: 2, fullWeightAt: 0),
    ] {
      #expect(!broken.isValid, "\(broken)")
    }
  }
}
