import Glibc

/// A command's standard streams: buffered output, immediate diagnostics, and standard input.
public final class Console {
  private let output: any TextOutput
  private let diagnostics: any TextOutput
  let standardInput: () throws(InputError.Reason) -> [UInt8]
  /// Set when standard input can be read piece by piece (see `lines(of:maxLineLength:)`); without
  /// it, `standardInput` is read whole.
  let standardInputDescriptor: Int32?

  public init(
    output: any TextOutput, diagnostics: any TextOutput,
    standardInput: @escaping () throws(InputError.Reason) -> [UInt8], standardInputDescriptor: Int32? = nil
  ) {
    self.output = output
    self.diagnostics = diagnostics
    self.standardInput = standardInput
    self.standardInputDescriptor = standardInputDescriptor
  }

  /// The process's streams; standard input is read up to `InputFile.sizeLimit`.
  public static func standard() -> Console {
    Console(
      output: FileDescriptorOutput(descriptor: STDOUT_FILENO, capacity: 1 << 16),
      diagnostics: FileDescriptorOutput(descriptor: STDERR_FILENO, capacity: 0),
      standardInput: { () throws(InputError.Reason) in
        try ByteReader.readAll(descriptor: STDIN_FILENO, limit: InputFile.sizeLimit)
      }, standardInputDescriptor: STDIN_FILENO)
  }

  public func write(_ text: String) throws(WriteError) {
    try output.write(text)
  }

  /// Writes UTF-8 text held in bytes.
  public func write(bytes: UnsafeRawBufferPointer) throws(WriteError) {
    try output.write(bytes: bytes)
  }

  /// Writes `line` and a line break to the output.
  public func writeLine(_ line: String) throws(WriteError) {
    try output.write(line + "\n")
  }

  /// Writes a line to the diagnostics stream after flushing the output, so that the two read in order
  /// when they share a terminal or a file; the line is written even when the flush fails.
  public func report(_ line: String) throws(WriteError) {
    // When the diagnostics stream itself fails there is nowhere left to say so.
    defer { try? diagnostics.write(line + "\n") }
    try output.flush()
  }

  public func flush() throws(WriteError) {
    try output.flush()
  }

  /// The whole of `file` as UTF-8 text.
  public func readText(_ file: InputFile) throws(InputError) -> String {
    let bytes = try readBytes(file)
    do {
      return try InputFile.decode(bytes)
    } catch {
      throw InputError(source: file.name, reason: error)
    }
  }

  /// The whole of `file`, unchecked.
  func readBytes(_ file: InputFile) throws(InputError) -> [UInt8] {
    do {
      switch file {
      case .standardInput: return try standardInput()
      case .path(let path): return try ByteReader.readFile(atPath: path, limit: InputFile.sizeLimit)
      }
    } catch {
      throw InputError(source: file.name, reason: error)
    }
  }
}
