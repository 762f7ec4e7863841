/// Reads puzzles from text in any `PuzzleFormat`; the caller reads the file and names it for messages.
public enum PuzzleReader {
  /// Longest accepted puzzle line, so an id stays something a terminal can show.
  public static let maxLineLength = 1024

  /// Every puzzle in `text`, in order. Throws on the first malformed line, and when the text holds no puzzle
  /// at all. Givens that repeat a digit in a unit read fine: such a puzzle has no solution, which is for
  /// the caller to report.
  public static func read(
    _ text: String, source: String, format: PuzzleFormat = .auto
  ) throws(PuzzleReadError) -> [PuzzleEntry] {
    let lines = TextLine.split(text)
    let entries: [PuzzleEntry]
    switch format == .auto ? PuzzleFormat.detect(lines) : format {
    case .line, .auto: entries = try LineFormReader.read(lines, source: source)  // detect never answers .auto
    case .sdk: entries = try GridFormReader.read(lines, source: source, allowingBars: false)
    case .ss: entries = try GridFormReader.read(lines, source: source, allowingBars: true)
    case .marks: entries = try MarksFormReader.read(lines, source: source)
    }
    guard !entries.isEmpty else {
      throw PuzzleReadError(source: source, line: nil, column: nil, problem: .noPuzzle)
    }
    return entries
  }

  /// The entry for 81 cell characters.
  static func entry(cells: ArraySlice<UInt8>, id: String?, line: Int) -> PuzzleEntry {
    // Callers pass only characters `isPuzzleCell` accepted, which `Grid(line:)` always parses.
    PuzzleEntry(grid: Grid(line: String(decoding: cells, as: UTF8.self))!, id: id, line: line)
  }
}
