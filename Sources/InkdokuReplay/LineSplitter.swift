import Foundation

/// Cuts a byte stream into lines, refusing a line longer than a limit as soon as it passes it, so a
/// huge or endless line is never held in memory.
struct LineSplitter {
  let maxBytes: Int
  /// The start of a line whose end has not arrived yet.
  private var partial = Data()
  /// How many complete lines were returned so far.
  private(set) var count = 0

  init(maxBytes: Int) {
    self.maxBytes = maxBytes
  }

  /// The lines `chunk` completes, without their line feed, numbered from 1.
  mutating func feed(_ chunk: Data) throws(ReplayProblem) -> [(bytes: Data, number: Int)] {
    var lines: [(Data, Int)] = []
    var start = chunk.startIndex
    while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
      try append(chunk[start..<newline])
      count += 1
      lines.append((partial, count))
      partial = Data()
      start = newline + 1
    }
    try append(chunk[start...])
    return lines
  }

  /// The bytes after the last line feed, if any: a last line that was never finished.
  mutating func finish() -> (bytes: Data, number: Int)? {
    guard !partial.isEmpty else { return nil }
    defer { partial = Data() }
    return (partial, count + 1)
  }

  private mutating func append(_ bytes: Data) throws(ReplayProblem) {
    guard partial.count + bytes.count <= maxBytes else {
      throw ReplayProblem(line: count + 1, "longer than \(maxBytes) bytes")
    }
    partial.append(bytes)
  }
}
