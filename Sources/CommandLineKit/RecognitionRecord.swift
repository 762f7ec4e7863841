import Recognition

/// One output line of `recognize`: every key is present, null when it does not apply, except
/// `error`, which only a malformed line has.
struct RecognitionRecord: Encodable {
  let id: String?
  let reading: Reading
  let threshold: Double
  /// Image and model time; nil for a malformed line.
  let latency: Duration?
  let error: String?

  private enum CodingKeys: String, CodingKey {
    case id, label, confidence, boardConfidence, decision, reason, threshold, latencyMs, error
  }

  func encode(to encoder: any Encoder) throws {
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
  }

  /// Rounded to the microsecond: finer digits are noise.
  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return ((Double(seconds) * 1e6 + Double(attoseconds) / 1e12).rounded()) / 1000
  }
}
