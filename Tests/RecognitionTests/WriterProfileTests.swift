import Foundation
import Recognition
import Testing

@Suite struct WriterProfileTests {
  static func unit(_ index: Int, dimension: Int = 4) -> [Float] {
    (0..<dimension).map { $0 == index ? 1 : 0 }
  }

  @Test func keepsTheNewestSamplesOfEachDigit() {
    var profile = WriterProfile(modelSHA256: "abc", dimension: 2)
    for i in 0..<(WriterProfile.samplesPerDigit + 3) {
      let learned = profile.learn(4, embedding: [Float(i), 1])
      #expect(learned)
    }
    profile.learn(9, embedding: [0, 1])
    #expect(profile.counts == [0, 0, 0, 0, WriterProfile.samplesPerDigit, 0, 0, 0, 0, 1])
    #expect(profile.count == WriterProfile.samplesPerDigit + 1)
    #expect(profile.samples[4].first == [3, 1], "the three oldest went first")
    #expect(profile.samples[4].last == [Float(WriterProfile.samplesPerDigit + 2), 1])
  }

  @Test func learnsNothingItCannotUse() {
    var profile = WriterProfile(modelSHA256: "abc", dimension: 2)
    let refused: [(Int, [Float])] = [
      (10, [1, 0]), (-1, [1, 0]), (3, [1, 0, 0]), (3, [.nan, 0]), (3, [.infinity, 0]),
    ]
    for (label, embedding) in refused {
      let learned = profile.learn(label, embedding: embedding)
      #expect(!learned, "\(label) \(embedding)")
    }
    #expect(profile.count == 0)
  }

  @Test func roundTripsThroughJSON() throws {
    var profile = WriterProfile(modelSHA256: "d5eb", dimension: 4)
    profile.learn(1, embedding: Self.unit(0))
    profile.learn(7, embedding: Self.unit(2))
    let data = try JSONEncoder().encode(profile)
    #expect(try JSONDecoder().decode(WriterProfile.self, from: data) == profile)
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    #expect(object["version"] as? Int == 1)
    #expect(object["modelSHA256"] as? String == "d5eb")
    let samples = object["samples"] as? [[String]]
    #expect(samples?[1] == ["AACAPwAAAAAAAAAAAAAAAA=="], "1.0, 0, 0, 0 as little-endian bit patterns")
  }

  @Test func packedFloatsComeBackBitForBit() throws {
    let values: [Float] = [1.0 / 3, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -2.5e-7]
    let data = try JSONEncoder().encode([PackedFloats(values)])
    let back = try JSONDecoder().decode([PackedFloats].self, from: data)
    #expect(back.first?.values.map(\.bitPattern) == values.map(\.bitPattern))
  }

  static let samples = "[[],[],[],[],[],[],[],[],[],[]]"

  @Test(arguments: [
    (#"{"version":2,"modelSHA256":"a","dimension":2,"samples":\#(samples)}"#, "profile version 2"),
    (#"{"version":1,"modelSHA256":"a","dimension":0,"samples":\#(samples)}"#, "embedding dimension 0"),
    (#"{"version":1,"modelSHA256":"a","dimension":5000,"samples":\#(samples)}"#, "embedding dimension 5000"),
    (#"{"version":1,"modelSHA256":"a","dimension":2,"samples":[[]]}"#, "1 labels of samples, expected 10"),
    (
      #"{"version":1,"modelSHA256":"a","dimension":2,"samples":[[],[],["AACAPwAAAAAAAAAA"],[],[],[],[],[],[],[]]}"#,
      "a sample of 2 is not 2 finite numbers"
    ),
    (
      #"{"version":1,"modelSHA256":"a","dimension":2,"samples":[[],[],["AAA"],[],[],[],[],[],[],[]]}"#,
      "not base64 of 4-byte floats"
    ),
    (#"{"version":1,"modelSHA256":"a","dimension":2}"#, "samples"),
  ])
  func refusesADamagedProfile(json: String, problem: String) {
    #expect {
      try JSONDecoder().decode(WriterProfile.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains(problem)
    }
  }

  @Test func refusesMoreSamplesThanTheBound() {
    let many = Array(repeating: #""AACAPwAAAAA=""#, count: WriterProfile.samplesPerDigit + 1).joined(
      separator: ",")
    let json =
      #"{"version":1,"modelSHA256":"a","dimension":2,"samples":[[\#(many)],[],[],[],[],[],[],[],[],[]]}"#
    #expect {
      try JSONDecoder().decode(WriterProfile.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("33 samples of 0, at most 32")
    }
  }
}
