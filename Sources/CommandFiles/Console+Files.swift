import CommandLineParsing

extension Console {
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
  public func readBytes(_ file: InputFile) throws(InputError) -> [UInt8] {
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
