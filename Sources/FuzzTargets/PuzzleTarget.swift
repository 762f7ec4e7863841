import CommandFiles
import Foundation
import SudokuKit

/// A puzzle file through what `solve`, `grade` and `play FILE` do with it: the one-pass reader of plain
/// line-form text, the text check, then `PuzzleReader` in every format, auto-detection included.
enum PuzzleTarget {
  static func run(_ data: Data) -> Bool {
    // The one-pass reader `solve` uses for plain line-form text reads what the general reader does.
    if let batch = PuzzleBatch(plainLines: Array(data)) {
      let entries = try? PuzzleReader.read(String(decoding: data, as: UTF8.self), source: "fuzz")
      precondition(entries.map(PuzzleBatch.init) == batch, "the one-pass reader read something else")
    }
    guard let text = try? InputFile.decode(Array(data)) else { return false }
    let forced = [PuzzleFormat.line, .sdk, .ss, .marks].map { read(text, $0) }
    let detected = read(text, .auto)
    precondition(forced.contains(detected), "auto-detection read what no format reads")
    if case .success(let entries) = detected { return !entries.isEmpty }
    return false
  }

  /// The entries `text` holds in `format`, checked against what the reader promises.
  private static func read(_ text: String, _ format: PuzzleFormat) -> Result<[PuzzleEntry], PuzzleReadError> {
    let result = Result { () throws(PuzzleReadError) in
      try PuzzleReader.read(text, source: "fuzz", format: format)
    }
    if case .success(let entries) = result {
      precondition(!entries.isEmpty, "a read without error returned no puzzle")
      for entry in entries {
        precondition(entry.line >= 1, "puzzle line \(entry.line) is not a line number")
      }
    }
    return result
  }
}
