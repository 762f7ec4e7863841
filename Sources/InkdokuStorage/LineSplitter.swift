import Glibc

/// Cuts a byte stream into lines as it arrives, holding at most one line of `maxLength` bytes: a line
/// that grows past the limit is reported as too long the moment it does, and the rest of it is skipped,
/// so a huge or endless line is never held in memory. The one splitter of replays and batch input.
public struct LineSplitter {
  /// One line, without its line feed.
  public enum Line: Equatable, Sendable {
    case text(ArraySlice<UInt8>)
    /// Longer than `maxLength`: its bytes were not kept.
    case tooLong
  }

  public let maxLength: Int
  /// The start of a line whose end has not arrived yet.
  private var partial: [UInt8] = []
  /// Set from a line's report as too long up to its end.
  private var skipping = false
  /// How many lines were reported so far; the last one's number.
  public private(set) var count = 0

  public init(maxLength: Int) {
    self.maxLength = maxLength
  }

  /// Hands `line` every line `chunk` ends, and a line passing the limit as soon as it passes it, with
  /// its number from 1. A line within one chunk is a slice of it, not a copy.
  public mutating func feed<E: Error>(_ chunk: ArraySlice<UInt8>, _ line: (Line, Int) throws(E) -> Void)
    throws(E)
  {
    var start = chunk.startIndex
    while let newline = Self.lineFeed(in: chunk[start...]) {
      let piece = chunk[start..<newline]
      start = newline + 1
      if skipping {
        skipping = false
      } else if partial.isEmpty {
        count += 1
        try line(piece.count > maxLength ? .tooLong : .text(piece), count)
      } else {
        partial += piece
        count += 1
        try line(partial.count > maxLength ? .tooLong : .text(partial[...]), count)
        partial = []
      }
    }
    guard !skipping, start < chunk.endIndex else { return }
    partial += chunk[start...]
    if partial.count > maxLength {
      partial = []
      skipping = true
      count += 1
      try line(.tooLong, count)
    }
  }

  /// The bytes after the last line feed, if any: a last line that was never ended.
  public mutating func finish() -> (line: Line, number: Int)? {
    skipping = false
    guard !partial.isEmpty else { return nil }
    defer { partial = [] }
    count += 1
    return (.text(partial[...]), count)
  }

  private static func lineFeed(in bytes: ArraySlice<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base, 0x0A, buffer.count) else { return nil }
      return bytes.startIndex + base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }
}
