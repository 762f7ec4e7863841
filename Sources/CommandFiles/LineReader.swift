import CommandLineParsing
import Glibc
import InkdokuStorage

/// Reads an input line by line while reading it, so memory is bounded by the longest line allowed
/// rather than by the size of the input (training sets run to hundreds of megabytes).
public final class LineReader {
  /// One line, without its line break, or the mark of one over the limit.
  public typealias Line = LineSplitter.Line

  private let descriptor: Int32?
  private let ownsDescriptor: Bool
  private let maxLength: Int
  /// A carriage return before the line feed is not part of the line, but may stand beyond the limit.
  private var splitter: LineSplitter
  /// Lines split from the input and not yet returned.
  private var pending: [(line: LineSplitter.Line, number: Int)] = []
  private var taken = 0
  private var atEnd: Bool
  /// Memory given in bytes rather than a descriptor, not yet split.
  private var bytes: [UInt8] = []
  /// The number of the last line returned, from 1.
  public private(set) var lineNumber = 0

  private static let chunkSize = 1 << 16

  /// Reads `descriptor` as it goes; closes it when done if `owned`.
  init(descriptor: Int32, owned: Bool, maxLength: Int) {
    self.descriptor = descriptor
    ownsDescriptor = owned
    self.maxLength = maxLength
    splitter = LineSplitter(maxLength: maxLength + 1)
    atEnd = false
  }

  /// Splits bytes already in memory.
  init(bytes: [UInt8], maxLength: Int) {
    descriptor = nil
    ownsDescriptor = false
    self.maxLength = maxLength
    splitter = LineSplitter(maxLength: maxLength + 1)
    self.bytes = bytes
    atEnd = false
  }

  deinit {
    if ownsDescriptor, let descriptor { close(descriptor) }
  }

  /// The next line, or nil at the end of the input; a final line without a line break counts. A
  /// line's break is `\n` or `\r\n`; a line over the limit comes back as `.tooLong`.
  public func next() throws(InputError.Reason) -> Line? {
    var unbroken = 0
    while taken == pending.count {
      if atEnd { return nil }
      pending.removeAll(keepingCapacity: true)
      taken = 0
      let chunk = try read()
      try split(chunk)
      unbroken += chunk.count
      // Input without a line break (`/dev/zero`) is given up at the bound whole-file readers keep.
      if pending.isEmpty && unbroken > InputFile.sizeLimit { throw .tooLarge(limit: InputFile.sizeLimit) }
    }
    defer { taken += 1 }
    let (line, number) = pending[taken]
    lineNumber = number
    guard case .text(var text) = line else { return .tooLong }
    if text.last == UInt8(ascii: "\r") { text.removeLast() }
    return text.count > maxLength ? .tooLong : .text(text)
  }

  /// Splits `chunk`, or ends the input when it is empty.
  private func split(_ chunk: [UInt8]) throws(InputError.Reason) {
    guard !chunk.isEmpty else {
      atEnd = true
      if let last = splitter.finish() { pending.append(last) }
      return
    }
    splitter.feed(chunk[...]) { line, number in pending.append((line, number)) }
  }

  /// The next chunk of input; empty at its end.
  private func read() throws(InputError.Reason) -> [UInt8] {
    guard let descriptor else {
      defer { bytes = [] }
      return bytes
    }
    var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, Self.chunkSize) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw .system(errno) }
      chunk.removeLast(Self.chunkSize - count)
      return chunk
    }
  }
}
