import Glibc

/// Splits an input into lines while reading it, so memory is bounded by the longest line allowed
/// rather than by the size of the input (training sets run to hundreds of megabytes).
final class LineReader {
  /// One line, without its line break (`\n` or `\r\n`).
  enum Line: Equatable {
    case text(ArraySlice<UInt8>)
    /// Longer than the limit: its bytes were skipped, not kept.
    case tooLong
  }

  private let descriptor: Int32?
  private let ownsDescriptor: Bool
  private let maxLength: Int
  private var buffer: [UInt8]
  /// `buffer[start...]` is not yet returned.
  private var start = 0
  /// Where the search for the next line break resumes: bytes before it hold none.
  private var scanned = 0
  private var atEnd: Bool
  /// Set while skipping the rest of a line that grew past `maxLength`.
  private var skipping = false
  /// The number of the last line returned, from 1.
  private(set) var lineNumber = 0

  private static let chunkSize = 1 << 16

  /// Reads `descriptor` as it goes; closes it when done if `owned`.
  init(descriptor: Int32, owned: Bool, maxLength: Int) {
    self.descriptor = descriptor
    ownsDescriptor = owned
    self.maxLength = maxLength
    buffer = []
    buffer.reserveCapacity(Self.chunkSize)
    atEnd = false
  }

  /// Splits bytes already in memory.
  init(bytes: [UInt8], maxLength: Int) {
    descriptor = nil
    ownsDescriptor = false
    self.maxLength = maxLength
    buffer = bytes
    atEnd = true
  }

  deinit {
    if ownsDescriptor, let descriptor { close(descriptor) }
  }

  /// The next line, or nil at the end of the input; a final line without a line break counts.
  func next() throws(InputError.Reason) -> Line? {
    while true {
      if let lineBreak = findLineBreak() {
        let end = lineBreak > start && buffer[lineBreak - 1] == UInt8(ascii: "\r") ? lineBreak - 1 : lineBreak
        let line = buffer[start..<end]
        start = lineBreak + 1
        scanned = start
        return finish(line)
      }
      scanned = buffer.count
      if buffer.count - start > maxLength {
        skipping = true
        start = buffer.count
      }
      if atEnd {
        guard start < buffer.count || skipping else { return nil }
        let line = buffer[start...]
        start = buffer.count
        return finish(line)
      }
      try refill()
    }
  }

  private func finish(_ line: ArraySlice<UInt8>) -> Line {
    lineNumber += 1
    defer { skipping = false }
    return skipping || line.count > maxLength ? .tooLong : .text(line)
  }

  private func findLineBreak() -> Int? {
    guard scanned < buffer.count else { return nil }
    return buffer.withUnsafeBufferPointer { bytes -> Int? in
      guard let found = memchr(bytes.baseAddress! + scanned, 0x0A, bytes.count - scanned) else { return nil }
      return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Drops the lines already returned and appends the next chunk of input.
  private func refill() throws(InputError.Reason) {
    guard let descriptor else {
      atEnd = true
      return
    }
    buffer.removeSubrange(..<start)
    scanned -= start
    start = 0
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
    while true {
      let count = buffer.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + oldCount, Self.chunkSize)
      }
      let error = errno
      if count < 0 && error == EINTR { continue }
      buffer.removeLast(Self.chunkSize - max(count, 0))
      if count < 0 { throw .system(error) }
      if count == 0 { atEnd = true }
      return
    }
  }
}
