import Foundation

/// One JSON file, read whole and replaced atomically. A file that is there but cannot be used is
/// reported and never moved, replaced or deleted: what becomes of it is the player's decision.
///
/// The save, the settings and the statistics are all one of these; only their value types differ.
struct JSONDocument<Value: Codable>: Sendable {
  /// Said after every report of an unusable file.
  static var advice: String { "it was left as it is; move it away or fix it to start afresh" }

  let path: String
  /// Names the content in messages: "cannot save game to …".
  let noun: String
  /// Far above anything Inkdoku writes there, so only a foreign file can reach it.
  let maxBytes: Int
  let storage: any FileStorage
  /// Compact by default; indented for a file players edit by hand.
  var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]

  /// The stored value, or nil when there is no file. Throws, with `advice`, when the file exists but
  /// cannot be used: unreadable, not a regular file, too large, empty, not JSON, another format.
  func load() throws(FileError) -> Value? {
    let action = "load \(noun) from"
    let data: Data
    do {
      guard let content = try storage.read(path, maxBytes: maxBytes) else { return nil }
      data = content
    } catch {
      throw FileError(action: action, path: path, reason: error.reason, advice: Self.advice)
    }
    do {
      return try Self.decoder.decode(Value.self, from: data)
    } catch {
      let reason =
        data.isEmpty ? "the file is empty" : (error as? DecodingError)?.reason(decoding: data) ?? "\(error)"
      throw FileError(action: action, path: path, reason: .unusable(reason), advice: Self.advice)
    }
  }

  /// Replaces the file with `value`; on failure the previous content stays as it was.
  func save(_ value: Value) throws(FileError) {
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw FileError(action: "save \(noun) to", path: path, reason: .unencodable("\(error)"))
    }
    do {
      try storage.write(data, to: path)
    } catch {
      throw error.during("save \(noun) to")
    }
  }

  func remove() throws(FileError) {
    try storage.remove(path)
  }

  private var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = formatting
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
