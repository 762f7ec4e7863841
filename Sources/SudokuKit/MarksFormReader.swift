/// Reads pencil-mark grids, the candidate grids HoDoKu and Simple Sudoku write: 9 rows of 9 cells apart
/// by blanks and `|`; lines of `-`, `=`, `+`, `*`, `.`, `:` and `'` frame the boxes, and several grids
/// stand apart by blank lines.
///
/// A cell is a given (`7`), the player's digit (`+7`) or notes: several digits (`149`, all nine being no
/// notes at all) or digits after a `.` (`.7`, `.123456789`: exactly those notes). `.` or `0` alone is an
/// empty cell without notes. Grids written before entries and single notes had a form wrote both as a
/// lone digit, and still read as givens: nothing in them tells the three apart.
enum MarksFormReader {
  /// One cell of a grid.
  private typealias Cell = (given: UInt8, entry: UInt8, notes: DigitSet)

  static func read(_ lines: [TextLine], source: String) throws(PuzzleReadError) -> [PuzzleEntry] {
    var entries: [PuzzleEntry] = []
    var cells: [Cell] = []
    var start = 0
    for line in lines where !line.isComment && !line.isMarksFrame {
      if line.isBlank {
        try checkComplete(cells.count, start: start, source: source)
        continue
      }
      if cells.isEmpty { start = line.number }
      cells += try row(line, source: source)
      if cells.count == 81 {
        entries.append(
          PuzzleEntry(
            grid: Grid(cells: cells.map(\.given)), id: nil, line: start, notes: cells.map(\.notes),
            entries: Grid(cells: cells.map(\.entry))))
        cells.removeAll(keepingCapacity: true)
      }
    }
    try checkComplete(cells.count, start: start, source: source)
    return entries
  }

  /// The 9 cells of one row; throws at the first character that is not a candidate where one belongs.
  private static func row(
    _ line: TextLine, source: String
  ) throws(PuzzleReadError) -> [Cell] {
    var cells: [Cell] = []
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
  ) throws(PuzzleReadError) -> Cell {
    let text = line.bytes[range]
    if text.count == 1, text.first == UInt8(ascii: ".") || text.first == UInt8(ascii: "0") {
      return (0, 0, .empty)
    }
    // `.` alone was an empty cell above, so a mark standing alone can only be a `+`.
    let mark = text.first == UInt8(ascii: "+") || text.first == UInt8(ascii: ".") ? text.first : nil
    let digits = mark == nil ? range : range.dropFirst()
    guard !digits.isEmpty else {
      throw line.unexpected(at: range.lowerBound, expected: "a digit after '+'", source: source)
    }
    var candidates = DigitSet.empty
    for index in digits {
      let digit = Int(line.bytes[index]) - Int(UInt8(ascii: "0"))
      let isEntry = mark == UInt8(ascii: "+")
      guard (1...9).contains(digit), !candidates.contains(digit), !isEntry || candidates.isEmpty else {
        let expected =
          !(1...9).contains(digit)
          ? "a digit 1-9 or candidates, '|' between boxes"
          : isEntry ? "one digit after '+'" : "each candidate once"
        throw line.unexpected(at: index, expected: expected, source: source)
      }
      candidates.insert(digit)
    }
    switch mark {
    case UInt8(ascii: "+"): return (0, UInt8(candidates.single!), .empty)
    case UInt8(ascii: "."): return (0, 0, candidates)
    default:
      if let single = candidates.single { return (UInt8(single), 0, .empty) }
      return (0, 0, candidates == .all ? .empty : candidates)
    }
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
  /// blanks or `|`, each a digit, candidates, `.` or `0`, maybe after a `+` or `.`, and at least one more
  /// than one character long (which the other grid forms never have between their blanks).
  var isMarksRow: Bool {
    let cells = trimmed.split(whereSeparator: \.isCellGap)
    return cells.count == 9
      && cells.allSatisfy { cell in
        let digits = cell.first == UInt8(ascii: "+") ? cell.dropFirst() : cell
        return !digits.isEmpty && digits.allSatisfy(\.isPuzzleCell)
      }
      && cells.contains {
        $0.count > 1 && $0.dropFirst().allSatisfy { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "0") }
      }
  }
}

extension UInt8 {
  /// What stands between the cells of a pencil-mark row.
  fileprivate var isCellGap: Bool { isSpaceOrTab || self == .verticalBar }
}
