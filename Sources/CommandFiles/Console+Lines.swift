import CommandLineParsing
import Glibc

extension Console {
  /// Reads `file` line by line; lines over `maxLineLength` bytes come back as `.tooLong`.
  public func lines(of file: InputFile, maxLineLength: Int) throws(InputError) -> LineReader {
    switch file {
    case .standardInput:
      if let descriptor = standardInputDescriptor {
        return LineReader(descriptor: descriptor, owned: false, maxLength: maxLineLength)
      }
      do {
        return LineReader(bytes: try standardInput(), maxLength: maxLineLength)
      } catch {
        throw InputError(source: file.name, reason: error)
      }
    case .path(let path):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw InputError(source: file.name, reason: .system(errno)) }
      return LineReader(descriptor: descriptor, owned: true, maxLength: maxLineLength)
    }
  }
}
