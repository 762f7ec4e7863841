/// Reads the line form: one puzzle of 81 cells per line, then optionally whitespace and an id.
enum LineFormReader {
  static func read(_ lines: [TextLine], source: String) throws(PuzzleReadError) -> [PuzzleEntry] {
    var entries: [PuzzleEntry] = []
    for line in lines where !line.isBlank && !line.isComment {
      entries.append(try entry(line, source: source))
    }
    return entries
  }

  private static func entry(_ line: TextLine, source: String) throws(PuzzleReadError) -> PuzzleEntry {
    let text = line.trimmed
    let cellsEnd = text.firstIndex { !$0.isPuzzleCell } ?? text.endIndex
    let count = cellsEnd - text.startIndex
    if cellsEnd < text.endIndex, !text[cellsEnd].isSpaceOrTab, count <= 81 {
      let expected = count < 81 ? "1-9, '.' or '0'" : "a space or tab before the id"
      throw line.unexpected(at: cellsEnd, expected: expected, source: source)
    }
    guard count == 81 else { throw line.error(.lineCellCount(count), source: source) }
    // Only lines long in bytes need the slower count in characters.
    if line.bytes.count > PuzzleReader.maxLineLength {
      let length = line.scalarCount(upTo: line.bytes.endIndex)
      if length > PuzzleReader.maxLineLength { throw line.error(.lineTooLong(length), source: source) }
    }
    let id = text[cellsEnd...].drop { $0.isSpaceOrTab }
    return PuzzleReader.entry(
      cells: text[..<cellsEnd], id: id.isEmpty ? nil : String(decoding: id, as: UTF8.self), line: line.number)
  }
}
