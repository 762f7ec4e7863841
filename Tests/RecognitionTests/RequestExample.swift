import InkKit
import Recognition
import SudokuKit

extension RecognitionRequest {
  /// A request as the policy tests need it: no ink (the policy never looks at it), aimed at `board`'s
  /// cell, at no known board, or off the board.
  static func example(
    mode: EntryMode, settings: InkSettings, isOnBoard: Bool = true, board: BoardContext? = nil
  ) -> RecognitionRequest {
    let target: InkTarget = isOnBoard ? board.map { .cell($0) } ?? .noBoard : .offBoard
    return RecognitionRequest(id: 1, strokes: [], target: target, mode: mode, settings: settings)
  }
}
