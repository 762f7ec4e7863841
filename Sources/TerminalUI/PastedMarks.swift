/// The text of a paste kept as long as it could be a pencil-mark grid (the form `inkdoku share` writes):
/// rows of cells apart by blanks and `|`, framed by lines of `-`, `=`, `+`, `.`, `:`, `*` and `'`. Only
/// the grid's shape is told here; what its cells mean is for the reader of the grid.
struct PastedMarks {
  /// A framed grid with every cell listing all nine candidates is about 1,300 bytes; past this a paste
  /// is no grid.
  static let maxBytes = 4096

  /// The paste so far, or nil once it holds something no grid does.
  private var text: [UInt8]? = []

  mutating func add(_ byte: UInt8) {
    guard var kept = text else { return }
    guard Self.isGridByte(byte), kept.count < Self.maxBytes else {
      text = nil
      return
    }
    text = nil  // `kept` is the only reference while it grows, so appending does not copy.
    kept.append(byte)
    text = kept
  }

  /// Forgets the paste: it held something other than text.
  mutating func drop() { text = nil }

  /// The grid's 9 rows of 9 cells, one blank between cells, when the paste is a grid and nothing else.
  var rows: String? {
    guard let text else { return nil }
    var rows: [String] = []
    for line in text.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
      let cells = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "|") })
      if cells.isEmpty || Self.isFrame(line) { continue }
      guard cells.count == 9, cells.allSatisfy(Self.isCell) else { return nil }
      rows.append(cells.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " "))
    }
    return rows.count == 9 ? rows.joined(separator: "\n") : nil
  }

  private static func isGridByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array(" \t\r\n|+-=.:*'".utf8).contains(byte)
  }

  /// A line of the frame: dashes or equals signs, and corners.
  private static func isFrame(_ line: ArraySlice<UInt8>) -> Bool {
    line.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "=") }
  }

  /// A cell: digits, `.` or `0` alone, maybe after a `+` or a `.`.
  private static func isCell(_ cell: ArraySlice<UInt8>) -> Bool {
    let body = cell.first == UInt8(ascii: "+") || cell.first == UInt8(ascii: ".") ? cell.dropFirst() : cell
    return (cell.count == 1 && (cell.first == UInt8(ascii: ".") || cell.first == UInt8(ascii: "0")))
      || (!body.isEmpty && body.allSatisfy { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) })
  }
}
