/// A command's standard streams: buffered output, immediate diagnostics, and standard input.
public final class Console {
  private let output: any TextOutput
  private let diagnostics: any TextOutput
  /// Reads standard input to its end.
  public let standardInput: () throws(InputError.Reason) -> [UInt8]
  /// Set when standard input can be read piece by piece, as a line reader does; without it,
  /// `standardInput` is read whole.
  public let standardInputDescriptor: Int32?

  public init(
    output: any TextOutput, diagnostics: any TextOutput,
    standardInput: @escaping () throws(InputError.Reason) -> [UInt8], standardInputDescriptor: Int32? = nil
  ) {
    self.output = output
    self.diagnostics = diagnostics
    self.standardInput = standardInput
    self.standardInputDescriptor = standardInputDescriptor
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
}
