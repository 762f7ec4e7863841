import DigitRecognizer
import Recognition

/// One output line of `recognize`: every key is present, null when it does not apply, except
/// `error`, which only a malformed line has, and the learning keys, which only `--learn` gives.
public struct RecognitionRecord: Encodable {
  let id: String?
  let reading: Reading
  let threshold: Double
  /// Image and model time (and adaptation time, with `--learn`); nil for a malformed line.
  let latency: Duration?
  let error: String?
  /// What the writer's profile did, with `--learn`.
  var learning: Learning? = nil

  public init(
    id: String?, reading: Reading, threshold: Double, latency: Duration?, error: String?,
    learning: Learning? = nil
  ) {
    self.id = id
    self.reading = reading
    self.threshold = threshold
    self.latency = latency
    self.error = error
    self.learning = learning
  }

  /// The adapted and unadapted readings, and how many samples of the writer the answer drew on; nil
  /// for a malformed line.
  public struct Learning {
    let result: Reading?
    let learned: Int?

    public init(result: Reading?, learned: Int?) {
      self.result = result
      self.learned = learned
    }
  }

  private enum CodingKeys: String, CodingKey {
    case id, label, confidence, boardConfidence, decision, reason, threshold, latencyMs, error
    case adapted, unadaptedLabel, unadaptedConfidence, unadaptedDecision, learned
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(reading.label, forKey: .label)
    try container.encode(reading.confidence, forKey: .confidence)
    try container.encode(reading.boardConfidence, forKey: .boardConfidence)
    try container.encode(reading.decisionName, forKey: .decision)
    try container.encode(reading.reason, forKey: .reason)
    try container.encode(threshold, forKey: .threshold)
    try container.encode(latency.map(Self.milliseconds), forKey: .latencyMs)
    try container.encodeIfPresent(error, forKey: .error)
    guard let learning else { return }
    // Ink the model never read (no image) has no reading apart from its hand's.
    let unadapted = learning.result.map { $0.modelAlone ?? ModelAlone($0) }
    try container.encode(learning.result?.handChanged ?? false, forKey: .adapted)
    try container.encode(unadapted?.label, forKey: .unadaptedLabel)
    try container.encode(unadapted?.confidence, forKey: .unadaptedConfidence)
    try container.encode(unadapted?.decisionName, forKey: .unadaptedDecision)
    try container.encode(learning.learned, forKey: .learned)
  }

  /// Rounded to the microsecond: finer digits are noise.
  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return ((Double(seconds) * 1e6 + Double(attoseconds) / 1e12).rounded()) / 1000
  }
}
