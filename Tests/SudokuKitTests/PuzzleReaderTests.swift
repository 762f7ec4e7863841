import Testing

@testable import SudokuKit

@Suite struct PuzzleReaderTests {
  static let puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

  static let sdk = """
    #A Somebody
    #D A seventeen-clue puzzle
    400000805
    030000000
    000700000
    020000060
    000080400
    000010000
    000603070
    500200000
    104000000
    """

  static let ss = """
    *-----------*
    |4..|...|8.5|
    |.3.|...|...|
    |...|7..|...|
    |---+---+---|
    |.2.|...|.6.|
    |...|.8.|4..|
    |...|.1.|...|
    |---+---+---|
    |...|6.3|.7.|
    |5..|2..|...|
    |1.4|...|...|
    *-----------*
    """

  static let plainSS = """
    4..|...|8.5
    .3.|...|...
    ...|7..|...
    -----------
    .2.|...|.6.
    ...|.8.|4..
    ...|.1.|...
    -----------
    ...|6.3|.7.
    5..|2..|...
    1.4|...|...
    """

  /// The message `read` throws, or nil when it succeeds.
  func message(_ text: String, source: String = "f.txt", format: PuzzleFormat = .auto) -> String? {
    do {
      _ = try PuzzleReader.read(text, source: source, format: format)
      return nil
    } catch {
      return error.description
    }
  }

  func detected(_ text: String) -> PuzzleFormat { PuzzleFormat.detect(TextLine.split(text)) }

  @Test func everyFormatReadsTheSameGrid() throws {
    let expected = try #require(Grid(line: Self.puzzle))
    let line = try PuzzleReader.read(Self.puzzle, source: "p.txt")
    #expect(line == [PuzzleEntry(grid: expected, id: nil, line: 1)])
    let sdk = try PuzzleReader.read(Self.sdk, source: "p.sdk")
    #expect(sdk == [PuzzleEntry(grid: expected, id: nil, line: 3)])
    let ss = try PuzzleReader.read(Self.ss, source: "p.ss")
    #expect(ss == [PuzzleEntry(grid: expected, id: nil, line: 2)])
    let plain = try PuzzleReader.read(Self.plainSS, source: "p.ss")
    #expect(plain == [PuzzleEntry(grid: expected, id: nil, line: 1)])
  }

  @Test func lineFormKeepsIdsAndSkipsCommentsAndBlankLines() throws {
    let zeros = Self.puzzle.replacingOccurrences(of: ".", with: "0")
    let text =
      "# bundled set\n\n  \t\n\(Self.puzzle)  hard #1 | rated 9.1  \n\(zeros)\t \n  # indented comment\n\(Self.puzzle)"
    let entries = try PuzzleReader.read(text, source: "p.txt")
    #expect(entries.map(\.id) == ["hard #1 | rated 9.1", nil, nil])
    #expect(entries.map(\.line) == [4, 5, 7])
    #expect(Set(entries.map(\.grid)).count == 1)
  }

  @Test func crlfLoneCRAndByteOrderMarkAreTolerated() throws {
    let text = "\u{FEFF}\(Self.puzzle) a\r\n\(Self.puzzle) b\r\(Self.puzzle) c\r\n"
    let entries = try PuzzleReader.read(text, source: "p.txt")
    #expect(entries.map(\.id) == ["a", "b", "c"])
    #expect(entries.map(\.line) == [1, 2, 3])
    #expect(message("\u{FEFF}....x" + Self.puzzle) == "f.txt:1:5: unexpected 'x' (expected 1-9, '.' or '0')")
    let sdk = try PuzzleReader.read(
      "\u{FEFF}" + Self.sdk.replacingOccurrences(of: "\n", with: "\r\n"), source: "p")
    #expect(sdk.map(\.line) == [3])
  }

  @Test func gridFormatsReadSeveralGridsApartByBlankLines() throws {
    let text = Self.sdk + "\n\n\n" + Self.sdk.replacingOccurrences(of: "4", with: "9")
    let entries = try PuzzleReader.read(text, source: "p.sdk")
    #expect(entries.map(\.line) == [3, 16])
    #expect(entries[1].grid[0] == 9)
    let ss = try PuzzleReader.read(Self.ss + "\n\n" + Self.plainSS, source: "p.ss")
    #expect(ss.map(\.line) == [2, 15])
    #expect(ss[0].grid == ss[1].grid)
  }

  @Test func autoDetectionPicksEachFormat() {
    #expect(detected(Self.puzzle) == .line)
    #expect(detected("# header\n\n" + Self.puzzle + " id | with bar\n" + Self.puzzle + " ---") == .line)
    #expect(detected(Self.sdk) == .sdk)
    #expect(detected(Self.ss) == .ss)
    #expect(detected(Self.plainSS) == .ss)
    #expect(detected(Self.plainSS.replacingOccurrences(of: "|", with: "")) == .ss)
    #expect(detected("x") == .line)
    #expect(detected("") == .line)
  }

  @Test func forcedFormatOverridesDetection() throws {
    #expect(message(Self.sdk, format: .line) == "f.txt:3: only 9 cells (a puzzle line has 81)")
    #expect(message(Self.puzzle, format: .sdk) == "f.txt:1: 81 cells, too many (a grid row has 9)")
    #expect(message(Self.ss, format: .sdk) == "f.txt:1:1: unexpected '*' (expected 1-9, '.' or '0')")
    #expect(try PuzzleReader.read(Self.sdk, source: "p", format: .ss).count == 1)
  }

  @Test func wrongCellCountsAreReported() {
    let text = "# set\n\(Self.puzzle)\n\(Self.puzzle.dropLast())\n"
    #expect(message(text) == "f.txt:3: only 80 cells (a puzzle line has 81)")
    #expect(message(Self.puzzle + "5 id") == "f.txt:1: 82 cells, too many (a puzzle line has 81)")
    #expect(message("1 x") == "f.txt:1: only 1 cell (a puzzle line has 81)")
    let shortRow = Self.plainSS.replacingOccurrences(of: "5..|2..|...", with: "5..|2..|..")
    #expect(message(shortRow) == "f.txt:10: only 8 cells (a grid row has 9)")
  }

  @Test func badCharacterNamesLineAndColumn() {
    var lines = Array(repeating: Self.puzzle, count: 12)
    lines[11] = String(Self.puzzle.prefix(33)) + "x" + Self.puzzle.dropFirst(34)
    #expect(
      message(lines.joined(separator: "\n")) == "f.txt:12:34: unexpected 'x' (expected 1-9, '.' or '0')")
    #expect(
      message("  \t" + Self.puzzle.prefix(10) + "x")
        == "f.txt:1:14: unexpected 'x' (expected 1-9, '.' or '0')")
    #expect(
      message(Self.puzzle + "#id") == "f.txt:1:82: unexpected '#' (expected a space or tab before the id)")
    let ss = Self.ss.replacingOccurrences(of: "|.2.|", with: "|.2:|")
    #expect(message(ss) == "f.txt:6:4: unexpected ':' (expected 1-9, '.', '0' or '|')")
    let sdk = Self.sdk.replacingOccurrences(of: "000080400", with: "000 80400")
    #expect(message(sdk) == "f.txt:7:4: unexpected ' ' (expected 1-9, '.' or '0')")
  }

  @Test func incompleteGridNamesWhereItStarts() {
    let rows = Self.sdk.split(separator: "\n")
    let broken = (rows[..<6] + [""] + rows[6...]).joined(separator: "\n")
    #expect(message(broken) == "f.txt:3: only 4 rows (a grid has 9)")
    #expect(message(rows.dropLast().joined(separator: "\n")) == "f.txt:3: only 8 rows (a grid has 9)")
  }

  @Test func repeatedGivensReadAsTheyAre() throws {
    var cells = Array(Self.puzzle)
    cells[1] = "5"
    let bad = String(cells)
    let entries = try PuzzleReader.read("# a\n\n\(bad) id", source: "f.txt")
    #expect(entries.map(\.line) == [3])
    #expect(entries.first?.grid.conflicts().first?.description == "5 appears twice in row 1: r1c2 and r1c9")
    let sdk = Self.sdk.replacingOccurrences(of: "030000000", with: "030000005")
    #expect(try PuzzleReader.read(sdk, source: "f.txt").first?.grid.conflicts().isEmpty == false)
  }

  @Test func plainLinesReadInOnePassAsTheReaderReadsThem() throws {
    let texts = [
      "# two\n\(Self.puzzle) id one\r\n\n  \(Self.puzzle)\t#2\n",
      Self.puzzle,
      "\(Self.puzzle)   \n",
    ]
    for text in texts {
      let batch = try #require(PuzzleBatch(plainLines: Array(text.utf8)))
      #expect(batch == PuzzleBatch(try PuzzleReader.read(text, source: "f.txt")))
    }
    // Anything else is left to the reader: other layouts, bad lines, non-ASCII, a byte order mark, no puzzle.
    let others = [
      Self.sdk, Self.ss, String(Self.puzzle.dropLast()), Self.puzzle + "#id", Self.puzzle + " é",
      "\u{FEFF}" + Self.puzzle, "# é\n" + Self.puzzle, "", "# only\n",
      Self.puzzle + " " + String(repeating: "x", count: PuzzleReader.maxLineLength),
    ]
    for text in others { #expect(PuzzleBatch(plainLines: Array(text.utf8)) == nil, "\(text)") }
  }

  @Test func emptyInputHasNoPuzzle() {
    for text in ["", "\n\n", "  \r\n", "# only a comment\n#D header", "\u{FEFF}"] {
      for format in PuzzleFormat.allCases {
        #expect(message(text, format: format) == "f.txt: no puzzle found")
      }
    }
  }

  @Test func longLinesAreReportedNotEchoed() {
    let long = Self.puzzle + " " + String(repeating: "é", count: 2000)
    #expect(message(long) == "f.txt:1: line is 2082 characters long (at most 1024)")
    let huge = String(repeating: "x", count: 100_000)
    #expect(message(huge) == "f.txt:1:1: unexpected 'x' (expected 1-9, '.' or '0')")
    let dots = String(repeating: ".", count: 100_000)
    #expect(message(dots) == "f.txt:1: 100000 cells, too many (a puzzle line has 81)")
  }

  /// The reader quotes what it found as it is; the command line makes it inert where it prints it
  /// (`SolveCommandTests.controlCharactersInReadErrorsAppearEscaped`).
  @Test func messagesQuoteWhatWasFound() throws {
    let hostile = String(Self.puzzle.prefix(20)) + "\u{1B}[31m" + Self.puzzle.dropFirst(20)
    #expect(message(hostile) == "f.txt:1:21: unexpected '\u{1B}' (expected 1-9, '.' or '0')")
    let entries = try PuzzleReader.read(Self.puzzle + " \u{1B}[2Jname", source: "p.txt")
    #expect(entries[0].id == "\u{1B}[2Jname")
  }

  /// Random bytes, random puzzle-like characters, or a valid text with a few bytes changed.
  static func fuzzCase(_ random: inout SeededRandom) -> [UInt8] {
    let alphabet = Array("123456789.0|-+*# \t\r\nx\u{1B}".utf8)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return (0..<Int.random(in: 0..<300, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
    case 1:
      return (0..<Int.random(in: 0..<300, using: &random)).map { _ in alphabet.randomElement(using: &random)!
      }
    default:
      var bytes = Array([puzzle, sdk, ss, plainSS].randomElement(using: &random)!.utf8)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] = alphabet.randomElement(using: &random)!
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
        default: bytes.remove(at: at)
        }
      }
      return bytes
    }
  }

  @Test func arbitraryBytesNeverCrash() {
    var random = SeededRandom(seed: 0x5EED)
    var read = 0
    for _ in 0..<1000 {
      let text = String(decoding: Self.fuzzCase(&random), as: UTF8.self)
      for format in PuzzleFormat.allCases {
        do {
          let entries = try PuzzleReader.read(text, source: "fuzz", format: format)
          #expect(!entries.isEmpty)
          read += 1
        } catch {
          #expect(!error.description.isEmpty)
        }
      }
    }
    // Some mutated texts must still parse, or the deeper paths went untried.
    #expect(read > 0)
  }
}
