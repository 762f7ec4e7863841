import CommandLineParsing
import Glibc

/// A file a command creates (or truncates) and writes through a buffer; failures name the file.
public final class OutputFile {
  public let path: String
  private let descriptor: Int32
  private let output: FileDescriptorOutput
  private var isClosed = false

  public init(path: String) throws(OutputFileError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputFileError(path: path, errno: errno) }
    output = FileDescriptorOutput(descriptor: descriptor, capacity: 1 << 16)
  }

  deinit {
    if !isClosed { Glibc.close(descriptor) }
  }

  public func write(_ text: String) throws(OutputFileError) {
    try write(bytes: text.utf8)
  }

  public func write(bytes: some Collection<UInt8>) throws(OutputFileError) {
    do {
      try output.write(bytes: bytes)
    } catch {
      throw OutputFileError(path: path, errno: error.errno)
    }
  }

  /// Writes out what is buffered and closes the file.
  public func close() throws(OutputFileError) {
    do {
      try output.flush()
    } catch {
      throw OutputFileError(path: path, errno: error.errno)
    }
    isClosed = true
    guard Glibc.close(descriptor) == 0 else { throw OutputFileError(path: path, errno: errno) }
  }
}

/// An output file could not be created or written: `inkdoku: PATH: reason`, exit status 1.
public struct OutputFileError: CommandFailure {
  public let path: String
  public let errno: Int32

  public init(path: String, errno: Int32) {
    self.path = path
    self.errno = errno
  }

  public var exitStatus: Int32 { 1 }
  public var description: String { "\(InputFile.path(path).name): \(SystemError.message(errno))" }
}
