import CommandFiles
import CommandLineParsing
import Foundation
import InkKit
import Recognition
import SudokuKit

/// Batch ink read one line at a time: every line that is not blank becomes one entry, a malformed one
/// included, so that whatever is written per entry stays aligned with the input lines.
public struct InkBatch {
  /// Longer lines are refused unread: a bound on the memory one line can cost.
  static let maxLineLength = 1 << 20

  private let reader: LineReader
  private let source: InputFile
  private let checksLabels: Bool
  private let readsWriters: Bool
  private let decoder = JSONDecoder()

  /// `checksLabels` makes a label other than 0…9 a malformed line; otherwise labels are not looked at.
  /// `readsWriters` reads each line's `writer` (a writer that is not a string makes it malformed);
  /// otherwise it is ignored like any other unknown key.
  public init(_ file: InputFile, checksLabels: Bool, readsWriters: Bool = false, console: Console)
    throws(InputError)
  {
    reader = try console.lines(of: file, maxLineLength: Self.maxLineLength)
    source = file
    self.checksLabels = checksLabels
    self.readsWriters = readsWriters
  }

  /// The next entry, or nil at the end of the input.
  public func next() throws(InputError) -> InkBatchEntry? {
    while true {
      let next: LineReader.Line?
      do {
        next = try reader.next()
      } catch {
        throw InputError(source: source.name, reason: error)
      }
      switch next {
      case nil:
        return nil
      case .tooLong:
        return InkBatchEntry(
          line: reader.lineNumber, problem: "longer than \(Self.maxLineLength >> 20) MiB; not read")
      case .text(let bytes):
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
        return entry(Data(bytes))
      }
    }
  }

  private func entry(_ data: Data) -> InkBatchEntry {
    let line: InkLine
    do {
      line = try decoder.decode(InkLine.self, from: data)
    } catch {
      let id = (try? decoder.decode(Identified.self, from: data))?.id
      let reason = (error as? DecodingError)?.reason(decoding: data) ?? "\(error)"
      return InkBatchEntry(line: reader.lineNumber, id: id, problem: reason)
    }
    let writer: String?
    do {
      writer = readsWriters ? try decoder.decode(Written.self, from: data).writer : nil
    } catch {
      return InkBatchEntry(line: reader.lineNumber, id: line.id, problem: "writer must be a string")
    }
    do {
      let board = try line.boardContext()
      return InkBatchEntry(
        line: reader.lineNumber, id: line.id, mode: line.mode ?? .normal, label: line.label, writer: writer,
        board: board, strokes: .success(try line.boardStrokes(checkingLabel: checksLabels)))
    } catch {
      return InkBatchEntry(line: reader.lineNumber, id: line.id, problem: error.description)
    }
  }

  /// Just the id of a line that is otherwise malformed, so its output can still name it.
  private struct Identified: Decodable {
    var id: String?
  }

  /// Who wrote a line, read apart from `InkLine` so that a batch that does not ask for it decodes
  /// exactly as it always did.
  private struct Written: Decodable {
    var writer: String?
  }
}

/// One line of batch ink, read.
public struct InkBatchEntry {
  /// The line number in the input, from 1.
  public let line: Int
  public let id: String?
  public let mode: EntryMode
  public let label: Int?
  /// Who wrote the line, when the batch reads writers and the line names one.
  public let writer: String?
  /// The line's board context, nil when it has none.
  public let board: BoardContext?
  /// The ink in board units, or what is wrong with the line.
  public let strokes: Result<[Stroke], InkLineError>

  init(
    line: Int, id: String?, mode: EntryMode, label: Int?, writer: String? = nil, board: BoardContext? = nil,
    strokes: Result<[Stroke], InkLineError>
  ) {
    self.line = line
    self.id = id
    self.mode = mode
    self.label = label
    self.writer = writer
    self.board = board
    self.strokes = strokes
  }

  init(line: Int, id: String? = nil, problem: String) {
    self.init(
      line: line, id: id, mode: .normal, label: nil, strokes: .failure(InkLineError(problem)))
  }

  /// `line N: what is wrong`, for a malformed line.
  public var error: String? {
    if case .failure(let error) = strokes { return "line \(line): \(error)" }
    return nil
  }

  /// `the id` or `line N` for headings.
  public var name: String { id ?? "line \(line)" }
}
