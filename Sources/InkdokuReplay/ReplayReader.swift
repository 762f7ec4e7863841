import Foundation
import InkdokuStorage

/// Parses a replay as it streams in, a chunk at a time, and checks every line before it is returned:
/// header first, then lines with finite, non-negative, non-decreasing times and plausible values.
///
/// Memory stays bounded by the line limit whatever the file holds. A last line without its line feed
/// is what a crash leaves behind: when it does not parse it is dropped with a warning.
public struct ReplayReader {
  public private(set) var header: ReplayHeader?
  public private(set) var warnings: [ReplayProblem] = []
  private var splitter: LineSplitter
  private var previousTime = 0.0
  /// The line number of the final state, once read: nothing may follow it.
  private var finalLine: Int?
  private let decoder = JSONDecoder()

  public init() {
    splitter = LineSplitter(maxLength: ReplayLimits.maxLineBytes)
  }

  /// The lines after the header that `chunk` completes, with their line numbers.
  public mutating func feed(_ chunk: Data) throws(ReplayProblem) -> [(line: ReplayLine, number: Int)] {
    var found: [(LineSplitter.Line, Int)] = []
    splitter.feed(ArraySlice(chunk)) { line, number in found.append((line, number)) }
    var lines: [(ReplayLine, Int)] = []
    for (line, number) in found {
      if let line = try take(line, number: number) { lines.append((line, number)) }
    }
    return lines
  }

  /// Ends the stream: returns the unfinished last line when it is whole, and throws when there was
  /// no header at all.
  public mutating func finish() throws(ReplayProblem) -> [(line: ReplayLine, number: Int)] {
    var lines: [(ReplayLine, Int)] = []
    if let (last, number) = splitter.finish() {
      do {
        if let line = try take(last, number: number) { lines.append((line, number)) }
      } catch  where header != nil {
        warnings.append(
          ReplayProblem(line: number, "incomplete last line ignored (the recording was cut off)"))
      }
    }
    guard header != nil else { throw ReplayProblem(line: 1, "the file is empty: no replay header") }
    return lines
  }

  /// A whole replay already in memory.
  public static func read(_ data: Data) throws(ReplayProblem) -> ReplayRecording {
    var reader = ReplayReader()
    let lines = try reader.feed(data) + reader.finish()
    // `finish` has thrown unless there is a header.
    return ReplayRecording(header: reader.header!, lines: lines, warnings: reader.warnings)
  }

  private mutating func take(_ line: LineSplitter.Line, number: Int) throws(ReplayProblem) -> ReplayLine? {
    guard case .text(let text) = line else {
      throw ReplayProblem(line: number, "longer than \(splitter.maxLength) bytes")
    }
    let bytes = Data(text)
    guard bytes.contains(where: { !Self.isSpace($0) }) else {
      throw ReplayProblem(line: number, "empty line")
    }
    guard header != nil else {
      let header = try decode(ReplayHeader.self, bytes, number: number)
      if let problem = ReplayLimits.problem(with: header) { throw ReplayProblem(line: number, problem) }
      self.header = header
      decoder.userInfo[ReplayHeader.versionKey] = header.version
      return nil
    }
    if let finalLine {
      throw ReplayProblem(line: number, "nothing may follow the final state on line \(finalLine)")
    }
    let line = try decode(ReplayLine.self, bytes, number: number)
    if let problem = ReplayLimits.problem(time: line.time, after: previousTime) {
      throw ReplayProblem(line: number, problem)
    }
    switch line.content {
    case .message(let message):
      if let problem = ReplayLimits.problem(with: message) { throw ReplayProblem(line: number, problem) }
    case .final:
      finalLine = number
    }
    previousTime = line.time
    return line
  }

  private func decode<T: Decodable>(_ type: T.Type, _ bytes: Data, number: Int) throws(ReplayProblem) -> T {
    do {
      return try decoder.decode(type, from: bytes)
    } catch let error as DecodingError {
      throw ReplayProblem(line: number, error.reason(decoding: bytes))
    } catch {
      throw ReplayProblem(line: number, "\(error)")
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}

/// A whole replay read at once: for tests and small files.
public struct ReplayRecording: Sendable {
  public var header: ReplayHeader
  public var lines: [(line: ReplayLine, number: Int)]
  public var warnings: [ReplayProblem]
}
