/// Reads pencil-mark grids, the candidate grids HoDoKu and Simple Sudoku write: 9 rows of 9 cells apart
/// by blanks and `|`, a cell being its digit or its candidates; lines of `-`, `=`, `+`, `*`, `.`, `:`
/// and `'` frame the boxes, and several grids stand apart by blank lines.
///
/// A single digit is a digit on the board (a given: the form knows no entries); more are the cell's notes,
/// all nine being no notes at all; `.` or `0` is an empty cell without notes.
enum MarksFormReader {
  static func read(_ lines: [TextLine], source: String) throws(PuzzleReadError) -> [PuzzleEntry] {
    var entries: [PuzzleEntry] = []
    var cells: [(digit: UInt8, notes: DigitSet)] = []
    var start = 0
    for line in lines where !line.isComment && !line.isMarksFrame {
      if line.isBlank {
        try checkComplete(cells.count, start: start, source: source)
        continue
      }
      if cells.isEmpty { start = line.number }
      cells += try row(line, source: source)
      if cells.count == 81 {
        let grid = Grid(cells: cells.map(\.digit))
        entries.append(PuzzleEntry(grid: grid, id: nil, line: start, notes: cells.map(\.notes)))
        cells.removeAll(keepingCapacity: true)
      }
    }
    try checkComplete(cells.count, start: start, source: source)
    return entries
  }

  /// The 9 cells of one row; throws at the first character that is not a candidate where one belongs.
  private static func row(
    _ line: TextLine, source: String
  ) throws(PuzzleReadError) -> [(digit: UInt8, notes: DigitSet)] {
    var cells: [(digit: UInt8, notes: DigitSet)] = []
    var index = line.bytes.startIndex
    while index < line.bytes.endIndex {
      guard line.bytes[index].isCellGap == false else {
        index += 1
        continue
      }
      let end = line.bytes[index...].firstIndex(where: \.isCellGap) ?? line.bytes.endIndex
      cells.append(try cell(line, index..<end, source: source))
      index = end
    }
    guard cells.count == 9 else { throw line.error(.rowCellCount(cells.count), source: source) }
    return cells
  }

  private static func cell(
    _ line: TextLine, _ range: Range<Int>, source: String
  ) throws(PuzzleReadError) -> (digit: UInt8, notes: DigitSet) {
    let text = line.bytes[range]
    if text.count == 1, text.first == UInt8(ascii: ".") || text.first == UInt8(ascii: "0") {
      return (0, .empty)
    }
    var candidates = DigitSet.empty
    for index in range {
      let byte = line.bytes[index]
      let digit = Int(byte) - Int(UInt8(ascii: "0"))
      guard (1...9).contains(digit), !candidates.contains(digit) else {
        let expected =
          (1...9).contains(digit) ? "each candidate once" : "a digit 1-9 or candidates, '|' between boxes"
        throw line.unexpected(at: index, expected: expected, source: source)
      }
      candidates.insert(digit)
    }
    if let single = candidates.single { return (UInt8(single), .empty) }
    return (0, candidates == .all ? .empty : candidates)
  }

  /// Throws when a grid begun at line `start` stopped before its ninth row.
  private static func checkComplete(_ count: Int, start: Int, source: String) throws(PuzzleReadError) {
    guard count == 0 else {
      throw PuzzleReadError(
        source: source, line: start, column: nil, problem: .incompleteGrid(rows: count / 9))
    }
  }
}

extension TextLine {
  /// A line of a pencil-mark grid's frame, such as `+-----+-----+` or HoDoKu's `.-----.` and `:---+---:`.
  var isMarksFrame: Bool {
    let marks = trimmed
    return marks.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "=") }
      && marks.allSatisfy { Array("-=+*.:'| \t".utf8).contains($0) }
  }

  /// Whether the line is a row of a pencil-mark grid rather than of another grid form: 9 cells apart by
  /// blanks or `|`, each a digit, candidates, `.` or `0`, and at least one holding several candidates.
  var isMarksRow: Bool {
    let cells = trimmed.split(whereSeparator: \.isCellGap)
    return cells.count == 9 && cells.allSatisfy { $0.allSatisfy(\.isPuzzleCell) }
      && cells.contains {
        $0.count > 1 && $0.allSatisfy { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "0") }
      }
  }
}

extension UInt8 {
  /// What stands between the cells of a pencil-mark row.
  fileprivate var isCellGap: Bool { isSpaceOrTab || self == .verticalBar }
}
