import CommandLineParsing
import Foundation
import SessionStart
import SudokuKit

/// `inkdoku share`: the unfinished saved game's position, in the forms other Sudoku programs import.
public struct ShareCommand: Command {
  /// What `--format` prints.
  enum Form: String, CaseIterable {
    case both, line, marks
  }

  static let format = OptionSpec.value(
    "format", valueName: "FORM",
    help: "What to print: both (default), line (81 characters) or marks (the pencil-mark grid)",
    completion: .words(Form.allCases.map(\.rawValue)))

  public let name = "share"
  public let summary = "Print the saved game's position to play it elsewhere"
  public let discussion: String? = """
    Prints the position of the unfinished saved game (the one 'inkdoku' resumes) as an 81-character \
    line, then as a pencil-mark grid with your notes, the form HoDoKu and Simple Sudoku import: a given \
    is its digit, your digit has a '+' before it (+7), notes are their digits (149), a single note has \
    a '.' before it (.7), and a cell without notes lists every digit. 'inkdoku play' reads either back \
    (save it to a file first): the line with every digit a given, the grid with givens, your digits and \
    notes as they were. In the game, s shows the same.
    """
  public let options = [Self.format]
  public let examples = [
    Example("\(Version.tool) share --format marks > position.txt", "Save the position with its notes."),
    Example("\(Version.tool) play --new position.txt", "Play it again from there."),
  ]
  public let exitStatuses = [
    ExitStatus.success, ExitStatus(1, "no unfinished game is saved"),
    ExitStatus(2, "invalid command line, or unusable save/settings/stats"),
  ]

  public init() {}

  public func run(_ parsed: ParsedArguments, console: Console) throws -> Int32 {
    let form = try parsed.choice(Self.format, default: Form.both)
    guard
      let saved = try GameStart(environment: ProcessInfo.processInfo.environment, takesLock: false).resumable
    else {
      throw StartFailure(message: "no unfinished game is saved: 'inkdoku play' starts one", exitStatus: 1)
    }
    let position = BoardPosition(saved.game)
    let parts =
      switch form {
      case .both: [position.line, "", position.pencilmarkGrid]
      case .line: [position.line]
      case .marks: [position.pencilmarkGrid]
      }
    for part in parts { try console.writeLine(part) }
    return 0
  }
}
