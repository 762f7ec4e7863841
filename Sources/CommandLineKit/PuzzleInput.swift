import CommandLineParsing
import SudokuKit

/// Where `solve`, `grade` and `play` take puzzles from: the argument itself when it is an 81-character
/// puzzle, otherwise the file it names (standard input for `-` or no argument).
enum PuzzleInput {
  case puzzle(Grid)
  case file(InputFile)

  init(argument: String?) {
    if let argument, let grid = Grid(line: argument) {
      self = .puzzle(grid)
    } else {
      self = .file(InputFile(argument: argument))
    }
  }

  /// How messages name the input; safe to print.
  var name: String {
    switch self {
    case .puzzle: return "<argument>"
    case .file(let file): return file.name
    }
  }

  /// Every puzzle, in order.
  func entries(console: Console, format: PuzzleFormat = .auto) throws -> [PuzzleEntry] {
    switch self {
    case .puzzle(let grid): return [PuzzleEntry(grid: grid, id: nil, line: 1)]
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
