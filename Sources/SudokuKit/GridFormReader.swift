/// Reads `.sdk` and `.ss` text: grids of 9 rows, one row per line, several grids apart by blank lines.
enum GridFormReader {
  /// `allowingBars` selects `.ss`: `|` and blanks may sit between cells and separator lines are skipped.
  static func read(
    _ lines: [TextLine], source: String, allowingBars: Bool
  ) throws(PuzzleReadError) -> [PuzzleEntry] {
    var entries: [PuzzleEntry] = []
    var cells: [UInt8] = []
    var start = 0
    for line in lines where !line.isComment && !(allowingBars && line.isSeparator) {
      if line.isBlank {
        try checkComplete(cells, start: start, source: source)
        continue
      }
      if cells.isEmpty { start = line.number }
      cells += try row(line, source: source, allowingBars: allowingBars)
      if cells.count == 81 {
        entries.append(PuzzleReader.entry(cells: cells[...], id: nil, line: start))
        cells.removeAll(keepingCapacity: true)
      }
    }
    try checkComplete(cells, start: start, source: source)
    return entries
  }

  /// The cell characters of one row; throws unless there are exactly 9.
  private static func row(
    _ line: TextLine, source: String, allowingBars: Bool
  ) throws(PuzzleReadError) -> [UInt8] {
    var cells: [UInt8] = []
    let text = line.trimmed
    for i in text.indices {
      if text[i].isPuzzleCell {
        cells.append(text[i])
      } else if !allowingBars || !(text[i] == .verticalBar || text[i].isSpaceOrTab) {
        let expected = allowingBars ? "1-9, '.', '0' or '|'" : "1-9, '.' or '0'"
        throw line.unexpected(at: i, expected: expected, source: source)
      }
    }
    guard cells.count == 9 else { throw line.error(.rowCellCount(cells.count), source: source) }
    return cells
  }

  /// Throws when a grid begun at line `start` stopped before its ninth row.
  private static func checkComplete(_ cells: [UInt8], start: Int, source: String) throws(PuzzleReadError) {
    guard cells.isEmpty else {
      throw PuzzleReadError(
        source: source, line: start, column: nil, problem: .incompleteGrid(rows: cells.count / 9))
    }
  }
}
