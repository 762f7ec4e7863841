import CommandLineParsing
import Glibc

/// A file a command creates (or truncates) and writes through a buffer; failures name the file.
final class OutputFile {
  let path: String
  private let descriptor: Int32
  private let output: FileDescriptorOutput
  private var isClosed = false

  init(path: String) throws(OutputFileError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputFileError(path: path, errno: errno) }
    output = FileDescriptorOutput(descriptor: descriptor, capacity: 1 << 16)
  }

  deinit {
    if !isClosed { Glibc.close(descriptor) }
  }

  func write(_ text: String) throws(OutputFileError) {
    try write(bytes: text.utf8)
  }

  func write(bytes: some Collection<UInt8>) throws(OutputFileError) {
    do {
      try output.write(bytes: bytes)
    } catch {
      throw OutputFileError(path: path, errno: error.errno)
    }
  }

  /// Writes out what is buffered and closes the file.
  func close() throws(OutputFileError) {
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
struct OutputFileError: CommandFailure {
  let path: String
  let errno: Int32

  var exitStatus: Int32 { 1 }
  var description: String { "\(InputFile.path(path).name): \(SystemError.message(errno))" }
}
