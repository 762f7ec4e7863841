/// How a writer's profile shifts the model's logits: a vote of the writer's nearest samples.
///
/// The `neighbours` samples most similar to the ink (cosine of embeddings) are looked at; a sample
/// less similar than `nearness` says nothing, and a nearer one counts for how far above `nearness` it
/// is (1 for an identical embedding). A label gets a say only when at least `agreement` of the
/// neighbours carry it, so one sample, wrongly labelled or not, never moves a reading; its logit then
/// rises by `weight` times its share of the vote (the votes over `neighbours`), scaled down while the
/// profile holds fewer than `fullWeightAt` samples. The shift is at most `weight`, so the model's
/// reading can be made surer or less sure, and overturned only when it was close; the accept policy
/// judges the result as it judges any prediction.
public struct WriterAdaptation: Hashable, Sendable {
  /// The largest shift of one logit.
  public var weight: Float
  /// The cosine similarity below which a sample is not alike.
  public var nearness: Float
  public var neighbours: Int
  public var agreement: Int
  public var fullWeightAt: Int

  public init(weight: Float, nearness: Float, neighbours: Int, agreement: Int, fullWeightAt: Int) {
    self.weight = weight
    self.nearness = nearness
    self.neighbours = neighbours
    self.agreement = agreement
    self.fullWeightAt = fullWeightAt
  }

  /// The values measured in Tools/train/README.md ("Learning the writer's hand").
  public static let standard = WriterAdaptation(
    weight: 6, nearness: 0.6, neighbours: 5, agreement: 2, fullWeightAt: 20)

  /// Whether the parameters make sense: a positive weight, nearness below 1, at least one neighbour,
  /// agreement between 1 and the neighbours, and a positive sample count for the full weight.
  public var isValid: Bool {
    weight.isFinite && weight >= 0 && nearness.isFinite && nearness < 1 && neighbours >= 1
      && (1...neighbours).contains(agreement) && fullWeightAt >= 1
  }

  /// The logits shifted by the profile's vote; the logits unchanged when the profile has no say (empty,
  /// or of embeddings of another length).
  public func adapt(_ output: NetworkOutput, to profile: WriterProfile) -> [Float] {
    let total = profile.count
    guard total > 0, output.embedding.count == profile.dimension, output.logits.count == WriterProfile.classes
    else { return output.logits }
    let nearest = nearestSamples(output.embedding, profile)
    var votes = [Float](repeating: 0, count: WriterProfile.classes)
    var voters = [Int](repeating: 0, count: WriterProfile.classes)
    for (similarity, label) in nearest where similarity > nearness {
      votes[label] += (min(similarity, 1) - nearness) / (1 - nearness)
      voters[label] += 1
    }
    let scale = weight * Float(min(total, fullWeightAt)) / Float(fullWeightAt) / Float(neighbours)
    var logits = output.logits
    for label in logits.indices where voters[label] >= agreement {
      logits[label] += scale * votes[label]
    }
    return logits
  }

  /// The `neighbours` samples most similar to `embedding`, as (similarity, label).
  private func nearestSamples(_ embedding: [Float], _ profile: WriterProfile) -> [(Float, Int)] {
    var nearest: [(Float, Int)] = []
    nearest.reserveCapacity(neighbours + 1)
    for (label, samples) in profile.samples.enumerated() {
      for sample in samples {
        let similarity = Self.dot(embedding, sample)
        guard nearest.count < neighbours || similarity > nearest[nearest.count - 1].0 else { continue }
        let slot = nearest.firstIndex { $0.0 < similarity } ?? nearest.count
        nearest.insert((similarity, label), at: slot)
        if nearest.count > neighbours { nearest.removeLast() }
      }
    }
    return nearest
  }

  /// Eight lanes at a time: a profile of 320 samples is 320 dot products per reading.
  private static func dot(_ a: [Float], _ b: [Float]) -> Float {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var sum = SIMD8<Float>()
        var i = 0
        while i + 8 <= a.count {
          let x = UnsafeRawPointer(a.baseAddress! + i).loadUnaligned(as: SIMD8<Float>.self)
          let y = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: SIMD8<Float>.self)
          sum += x * y
          i += 8
        }
        var total = sum.sum()
        while i < a.count {
          total += a[i] * b[i]
          i += 1
        }
        return total
      }
    }
  }
}
