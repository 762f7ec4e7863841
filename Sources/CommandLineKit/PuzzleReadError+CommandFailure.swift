import CommandLineParsing
import SudokuKit

extension PuzzleReadError: CommandFailure {
  public var exitStatus: Int32 { 2 }
}
