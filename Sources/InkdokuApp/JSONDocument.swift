import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many names to try for files moved aside within the same second before giving up.
private let moveAsideAttempts = 100

/// The UTC time in a form that sorts and suits file names: `20261129T162530Z`.
let stampStyle = Date.ISO8601FormatStyle(
  dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted)

/// One JSON file, read whole and replaced atomically, whose unusable content is moved aside, never lost.
///
/// The save, the settings and the statistics are all one of these; only their value types differ.
struct JSONDocument<Value: Codable>: Sendable {
  let path: String
  /// Names the content in messages: "cannot save game to …".
  let noun: String
  /// Far above anything Inkdoku writes there, so only a foreign file can reach it.
  let maxBytes: Int
  /// Indented with sorted keys, for files a person may read or edit.
  let readable: Bool
  let storage: any FileStorage
  /// Stamps the names of files moved aside.
  let now: @Sendable () -> Date

  /// The stored value. Content that cannot be used is moved aside; a file that exists but cannot be
  /// read at all (permissions, I/O) is left alone and reported by throwing.
  func load() throws(FileError) -> LoadResult<Value> {
    let data: Data
    do {
      guard let content = try storage.read(path, maxBytes: maxBytes) else { return .none }
      data = content
    } catch {
      guard case .system = error.reason else { return .corrupt(try moveAside(because: "\(error.reason)")) }
      throw error.during("load \(noun) from")
    }
    do {
      return .loaded(try Self.decoder.decode(Value.self, from: data))
    } catch {
      let reason = data.isEmpty ? "the file is empty" : (error as? DecodingError)?.reason ?? "\(error)"
      return .corrupt(try moveAside(because: reason))
    }
  }

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

  /// Moves the file to `<path>.corrupt-<UTC time>`, adding `-2`, `-3` … when that name is taken.
  private func moveAside(because reason: String) throws(FileError) -> CorruptFile {
    let base = "\(path).corrupt-\(now().formatted(stampStyle))"
    for attempt in 1...moveAsideAttempts {
      let target = attempt == 1 ? base : "\(base)-\(attempt)"
      do {
        try storage.move(path, toUnused: target)
        return CorruptFile(path: path, movedTo: target, reason: reason)
      } catch  where error.reason == .system(EEXIST) {
        continue
      } catch {
        throw error.during("move aside")
      }
    }
    throw FileError(action: "move aside", path: path, reason: .system(EEXIST))
  }

  private var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = readable ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
