import Glibc

/// Where a console's text goes.
public protocol TextOutput: AnyObject {
  func write(_ text: String) throws(WriteError)
  /// UTF-8 text already in bytes, so bulk output skips making strings.
  func write(bytes: UnsafeRawBufferPointer) throws(WriteError)
  func flush() throws(WriteError)
}

extension TextOutput {
  public func write(bytes: UnsafeRawBufferPointer) throws(WriteError) {
    try write(String(decoding: bytes, as: UTF8.self))
  }
}

/// Writes to a file descriptor through a buffer, so printing many short lines costs few system calls.
public final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  private let capacity: Int
  private var buffer: [UInt8] = []

  /// A `capacity` of 0 writes every text at once, as a diagnostic stream should.
  public init(descriptor: Int32, capacity: Int) {
    self.descriptor = descriptor
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  public func write(_ text: String) throws(WriteError) {
    try write(bytes: text.utf8)
  }

  public func write(bytes: UnsafeRawBufferPointer) throws(WriteError) {
    try append(bytes)
  }

  /// Binary output, buffered like text.
  public func write(bytes: some Collection<UInt8>) throws(WriteError) {
    try append(bytes)
  }

  private func append(_ bytes: some Collection<UInt8>) throws(WriteError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { try flush() }
  }

  /// Writes out the buffer; on failure the buffered text is dropped, so a later flush does not repeat it.
  public func flush() throws(WriteError) {
    defer { buffer.removeAll(keepingCapacity: true) }
    var written = 0
    while written < buffer.count {
      let result = buffer.withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        guard errno == EINTR else { throw WriteError(errno: errno) }
        continue
      }
      written += result
    }
  }
}
