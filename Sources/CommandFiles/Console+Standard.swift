import CommandLineParsing
import Glibc

extension Console {
  /// The process's streams; standard input is read up to `InputFile.sizeLimit`.
  public static func standard() -> Console {
    Console(
      output: FileDescriptorOutput(descriptor: STDOUT_FILENO, capacity: 1 << 16),
      diagnostics: FileDescriptorOutput(descriptor: STDERR_FILENO, capacity: 0),
      standardInput: { () throws(InputError.Reason) in
        try ByteReader.readAll(descriptor: STDIN_FILENO, limit: InputFile.sizeLimit)
      }, standardInputDescriptor: STDIN_FILENO)
  }
}
