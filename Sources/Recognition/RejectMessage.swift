import SudokuKit

/// The message line after a pencil reject: one sentence per reason, short enough for an 80-column line.
public enum RejectMessage {
  /// `label` is the model's reading, `target` the cell the ink was aimed at, `board` the visible digits.
  public static func text(_ reason: RejectReason, label: Int?, target: Int?, mode: EntryMode, board: Grid)
    -> String
  {
    let refused = mode == .notes ? "no note made" : "not placed"
    switch reason {
    case .lowConfidence: return "Not sure what that was: try writing larger"
    case .zero: return "That did not look like a digit: \(refused)"
    case .outOfRange: return "The model gave no digit 1-9: \(refused)"
    case .emptyInk: return "Nothing to read there: write a digit over a cell"
    case .inferenceError: return "The model failed on that ink: \(refused)"
    case .outsideBoard: return "Write over a cell of the board"
    case .modelUnavailable: return "Handwriting is off: no usable digit model (the keyboard works)"
    case .stale: return "The board changed while reading: write again"
    case .given:
      let cell = target.map(Board.name) ?? "that cell"
      return "\(read(label))\(cell) is a given: \(refused)"
    case .conflict:
      // The board is the one the answer arrived on; it is the one the reading was gated on unless the
      // game moved on meanwhile, and then the sentence names no cell.
      if let label, let target, let clash = BoardContext(board: board, cell: target).conflict(for: label) {
        return
          "Read \(label), but \(clash.unit) already has a \(label) (\(Board.name(clash.cell))): \(refused)"
      }
      return "\(read(label))its row, column or box already has it: \(refused)"
    }
  }

  private static func read(_ label: Int?) -> String { label.map { "Read \($0), but " } ?? "" }
}
