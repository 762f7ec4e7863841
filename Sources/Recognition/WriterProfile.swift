import Foundation

/// One writer's hand as the recognizer adapts to it: the embeddings (`NetworkOutput.embedding`) of
/// digits the writer wrote, by their label, at most `samplesPerDigit` a digit (the oldest go first).
/// It is only meaningful with the model that made the embeddings, so it names that model's SHA-256.
public struct WriterProfile: Hashable, Sendable {
  /// The profile's format; a profile of another format is refused, not guessed at.
  public static let version = 1
  /// A bound on memory and on the adaptation's time; recent samples are the writer's current habits.
  public static let samplesPerDigit = 32
  public static let classes = 10
  /// Longer embeddings are refused: a bound on what a profile file can make the reader allocate.
  public static let maxDimension = 4096

  /// The model the embeddings were made with.
  public let modelSHA256: String
  /// The length of every embedding.
  public let dimension: Int
  /// Per label 0…9, the samples' embeddings, oldest first.
  public private(set) var samples: [[[Float]]]
  /// When the profile was begun, where a program keeps it for a player (`inkdoku hand` says "since").
  public var created: Date?

  /// An empty profile for embeddings of `dimension` floats from the model `modelSHA256`.
  public init(modelSHA256: String, dimension: Int, created: Date? = nil) {
    self.modelSHA256 = modelSHA256
    self.dimension = dimension
    self.created = created
    samples = Array(repeating: [], count: Self.classes)
  }

  /// Every label's sample count.
  public var counts: [Int] { samples.map(\.count) }

  /// All samples.
  public var count: Int { samples.reduce(0) { $0 + $1.count } }

  /// Whether the samples are embeddings of the model `sha256`, whose embeddings are `dimension` long:
  /// only then do they say anything about its readings.
  public func belongs(toModel sha256: String?, dimension: Int) -> Bool {
    modelSHA256 == sha256 && self.dimension == dimension
  }

  /// Adds `embedding` as a sample of `label`, dropping the label's oldest beyond the bound. Returns false,
  /// learning nothing, for a label outside 0…9 or an embedding that is not `dimension` finite floats.
  @discardableResult
  public mutating func learn(_ label: Int, embedding: [Float]) -> Bool {
    guard samples.indices.contains(label), Self.fits(embedding, dimension) else { return false }
    samples[label].append(embedding)
    if samples[label].count > Self.samplesPerDigit { samples[label].removeFirst() }
    return true
  }

  static func fits(_ embedding: [Float], _ dimension: Int) -> Bool {
    embedding.count == dimension && embedding.allSatisfy(\.isFinite)
  }
}

/// Each sample is written as `PackedFloats`: a full profile of 256-float embeddings is about 440 kB.
extension WriterProfile: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, modelSHA256, dimension, samples, created
  }

  /// Checks everything `learn` guarantees, so a damaged or foreign file is refused with what is wrong.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    func corrupt(_ problem: String, _ key: CodingKeys) -> DecodingError {
      .dataCorruptedError(forKey: key, in: container, debugDescription: problem)
    }
    guard version == Self.version else {
      throw corrupt("profile version \(version), this program reads version \(Self.version)", .version)
    }
    modelSHA256 = try container.decode(String.self, forKey: .modelSHA256)
    dimension = try container.decode(Int.self, forKey: .dimension)
    guard (1...Self.maxDimension).contains(dimension) else {
      throw corrupt("embedding dimension \(dimension) (1…\(Self.maxDimension))", .dimension)
    }
    created = try container.decodeIfPresent(Date.self, forKey: .created)
    samples = try container.decode([[PackedFloats]].self, forKey: .samples).map { $0.map(\.values) }
    guard samples.count == Self.classes else {
      throw corrupt("\(samples.count) labels of samples, expected \(Self.classes)", .samples)
    }
    for (label, embeddings) in samples.enumerated() {
      guard embeddings.count <= Self.samplesPerDigit else {
        throw corrupt("\(embeddings.count) samples of \(label), at most \(Self.samplesPerDigit)", .samples)
      }
      guard embeddings.allSatisfy({ Self.fits($0, dimension) }) else {
        throw corrupt("a sample of \(label) is not \(dimension) finite numbers", .samples)
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(modelSHA256, forKey: .modelSHA256)
    try container.encode(dimension, forKey: .dimension)
    try container.encode(samples.map { $0.map(PackedFloats.init) }, forKey: .samples)
    try container.encodeIfPresent(created, forKey: .created)
  }
}
