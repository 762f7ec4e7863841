/// Why puzzle text could not be read; its description is `source:line:column: problem`, safe to print.
public struct PuzzleReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name the caller gave the text, usually its file name.
  public let source: String
  /// 1-based; nil when the problem concerns the whole text.
  public let line: Int?
  /// 1-based, in Unicode scalars; nil when the problem concerns the whole line.
  public let column: Int?
  public let problem: Problem

  /// What is wrong, without where.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    case noPuzzle
    /// A character that cannot appear here, and a description of what could.
    case unexpectedCharacter(Unicode.Scalar, expected: String)
    /// A puzzle line with a number of cells other than 81.
    case lineCellCount(Int)
    /// A grid row with a number of cells other than 9.
    case rowCellCount(Int)
    /// A grid that ends (at a blank line or the end of the text) before its ninth row.
    case incompleteGrid(rows: Int)
    /// A puzzle line longer than `PuzzleReader.maxLineLength`, in Unicode scalars.
    case lineTooLong(Int)

    public var description: String {
      switch self {
      case .noPuzzle:
        return "no puzzle found"
      case .unexpectedCharacter(let scalar, let expected):
        return "unexpected '\(scalar)' (expected \(expected))"
      case .lineCellCount(let count):
        return Self.count(count, of: "cell", expected: 81, in: "a puzzle line")
      case .rowCellCount(let count):
        return Self.count(count, of: "cell", expected: 9, in: "a grid row")
      case .incompleteGrid(let rows):
        return Self.count(rows, of: "row", expected: 9, in: "a grid")
      case .lineTooLong(let length):
        return "line is \(length) characters long (at most \(PuzzleReader.maxLineLength))"
      }
    }

    private static func count(_ found: Int, of noun: String, expected: Int, in whole: String) -> String {
      let amount = found == 1 ? "1 \(noun)" : "\(found) \(noun)s"
      return found < expected
        ? "only \(amount) (\(whole) has \(expected))" : "\(amount), too many (\(whole) has \(expected))"
    }
  }

  public var description: String {
    var place = source
    if let line { place += ":\(line)" }
    if let column { place += ":\(column)" }
    return "\(place): \(problem)"
  }
}
