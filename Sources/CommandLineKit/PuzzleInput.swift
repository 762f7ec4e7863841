import CommandFiles
import CommandLineParsing
import Glibc
import SudokuKit

/// Where `solve`, `grade` and `play` take puzzles from: the argument itself when it is an 81-character
/// puzzle, or meant to be one; otherwise the file it names (standard input for `-` or no argument).
enum PuzzleInput {
  case puzzle(Grid)
  /// An argument that is no file and looks like a puzzle, but is not one: read as a puzzle line, so the
  /// message says what is wrong with it (its length, a bad character and its column).
  case puzzleText(String)
  case file(InputFile)

  init(argument: String?, fileExists: (String) -> Bool = { access($0, F_OK) == 0 }) {
    if let argument, let grid = Grid(line: argument) {
      self = .puzzle(grid)
    } else if let argument, Self.looksLikeAPuzzle(argument), !fileExists(argument) {
      self = .puzzleText(argument)
    } else {
      self = .file(InputFile(argument: argument))
    }
  }

  /// At least 17 characters (the fewest givens a puzzle has), nearly all digits and dots: a puzzle
  /// typed or pasted with a slip, not a file name.
  static func looksLikeAPuzzle(_ text: String) -> Bool {
    let cells = text.filter { $0.isASCII && ($0.isNumber || $0 == ".") }.count
    return text.count >= 17 && cells * 10 >= text.count * 9
  }

  /// How messages name the input; safe to print.
  var name: String {
    switch self {
    case .puzzle, .puzzleText: return "<argument>"
    case .file(let file): return file.name
    }
  }

  /// Every puzzle, in order.
  func entries(console: Console, format: PuzzleFormat = .auto) throws -> [PuzzleEntry] {
    switch self {
    case .puzzle(let grid): return [PuzzleEntry(grid: grid, id: nil, line: 1)]
    case .puzzleText(let text): return try PuzzleReader.read(text, source: name, format: .line)
    case .file(let file): return try PuzzleReader.read(console.readText(file), source: name, format: format)
    }
  }

  /// Every puzzle, packed for bulk solving. Plain line-form text, the usual bulk input, is read in one pass
  /// over its bytes; anything else goes through `PuzzleReader`, which also names what is wrong.
  func batch(console: Console, format: PuzzleFormat) throws -> PuzzleBatch {
    if case .file(let file) = self, format == .auto || format == .line {
      let bytes = try console.readBytes(file)
      if let batch = PuzzleBatch(plainLines: bytes) { return batch }
      do {
        return PuzzleBatch(try PuzzleReader.read(InputFile.decode(bytes), source: name, format: format))
      } catch let reason as InputError.Reason {
        throw InputError(source: name, reason: reason)
      }
    }
    return PuzzleBatch(try entries(console: console, format: format))
  }
}
