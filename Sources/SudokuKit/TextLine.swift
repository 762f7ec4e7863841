/// One line of puzzle text as UTF-8 bytes, without its line break.
///
/// The readers work on bytes because every character they accept is ASCII; anything else is an error
/// whose column and character are recovered from the bytes only then.
struct TextLine {
  /// 1-based.
  let number: Int
  let bytes: ArraySlice<UInt8>

  /// Splits at LF, CRLF or a lone CR, after dropping a leading UTF-8 byte order mark.
  static func split(_ text: String) -> [TextLine] {
    let bytes = Array(text.utf8)
    var lines: [TextLine] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      guard byte == .lineFeed || byte == .carriageReturn else {
        i += 1
        continue
      }
      lines.append(TextLine(number: lines.count + 1, bytes: bytes[start..<i]))
      i += byte == .carriageReturn && i + 1 < bytes.count && bytes[i + 1] == .lineFeed ? 2 : 1
      start = i
    }
    if start < bytes.count {
      lines.append(TextLine(number: lines.count + 1, bytes: bytes[start..<bytes.count]))
    }
    return lines
  }

  /// The bytes without leading and trailing spaces and tabs.
  var trimmed: ArraySlice<UInt8> {
    guard let first = bytes.firstIndex(where: { !$0.isSpaceOrTab }) else { return bytes[bytes.endIndex...] }
    let last = bytes.lastIndex { !$0.isSpaceOrTab }!
    return bytes[first...last]
  }

  var isBlank: Bool { bytes.allSatisfy(\.isSpaceOrTab) }
  var isComment: Bool { trimmed.first == UInt8(ascii: "#") }

  /// Whether the line begins with 81 cells, as a line-form puzzle does.
  var startsWithPuzzleLine: Bool {
    let cells = trimmed.prefix(81)
    return cells.count == 81 && cells.allSatisfy(\.isPuzzleCell)
  }

  /// A `.ss` box separator such as `-----------`, `---+---+---` or `*-----------*`.
  var isSeparator: Bool {
    let marks = trimmed
    return marks.contains { $0 != .verticalBar }
      && marks.allSatisfy { $0 == .verticalBar || $0.isSpaceOrTab || $0.isSeparatorMark }
  }

  /// Number of Unicode scalars before byte `index`: UTF-8 continuation bytes do not start one.
  func scalarCount(upTo index: Int) -> Int {
    bytes[..<index].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
  }

  func error(_ problem: PuzzleReadError.Problem, at index: Int? = nil, source: String) -> PuzzleReadError {
    PuzzleReadError(
      source: source, line: number, column: index.map { scalarCount(upTo: $0) + 1 }, problem: problem)
  }

  /// The error for the character starting at byte `index`.
  func unexpected(at index: Int, expected: String, source: String) -> PuzzleReadError {
    var rest = bytes[index...].makeIterator()
    var decoder = UTF8()
    // The text came from a `String`, so its bytes always decode; U+FFFD only satisfies the type.
    let scalar: Unicode.Scalar
    if case .scalarValue(let decoded) = decoder.decode(&rest) {
      scalar = decoded
    } else {
      scalar = "\u{FFFD}"
    }
    return error(.unexpectedCharacter(scalar, expected: expected), at: index, source: source)
  }
}

extension UInt8 {
  fileprivate static let lineFeed = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  static let verticalBar = UInt8(ascii: "|")

  /// `1`-`9`, or `.` or `0` for an empty cell.
  var isPuzzleCell: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: ".")
  }
  var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
  var isSeparatorMark: Bool {
    self == UInt8(ascii: "-") || self == UInt8(ascii: "+") || self == UInt8(ascii: "*")
  }
}
