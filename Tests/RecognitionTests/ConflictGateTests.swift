import Foundation
import InkKit
import Recognition
import SudokuKit
import Testing

@Suite struct ConflictGateTests {
  /// Row 3 (r3c8) holds a 7, column 5 (r9c5) a 4, box 2 (r2c4) a 2; the target is r3c5, which holds a
  /// 9 the player placed, and nothing else is on the board.
  static let board: Grid = {
    var grid = Grid()
    grid[2, 7] = 7
    grid[8, 4] = 4
    grid[1, 3] = 2
    grid[2, 4] = 9
    return grid
  }()
  static let target = Board.cell(row: 2, column: 4)
  static let context = BoardContext(board: board, cell: target)

  static func decide(
    _ label: Int, _ confidence: Float, mode: EntryMode = .normal, conflictThreshold: Double = 0.99,
    board: BoardContext? = context
  ) -> AcceptDecision {
    let settings = InkSettings(conflictThreshold: conflictThreshold)
    return AcceptPolicy.decide(
      .success(Prediction(label: label, confidence: confidence)),
      for: .example(mode: mode, settings: settings, board: board)
    ).decision
  }

  @Test func findsTheUnitAndTheCellThatAlreadyShowTheDigit() {
    #expect(Self.context.conflict(for: 7) == BoardConflict(unit: Unit(kind: .row, index: 2), cell: 25))
    #expect(Self.context.conflict(for: 4) == BoardConflict(unit: Unit(kind: .column, index: 4), cell: 76))
    #expect(Self.context.conflict(for: 2) == BoardConflict(unit: Unit(kind: .box, index: 1), cell: 12))
    #expect("\(Self.context.conflict(for: 7)!.unit)" == "row 3")
    // The target's own digit would be replaced, not repeated; a digit seen nowhere near is free.
    #expect(Self.context.conflict(for: 9) == nil)
    #expect(Self.context.conflict(for: 5) == nil)
  }

  @Test func theRowIsNamedBeforeTheColumnAndTheBox() {
    var grid = Self.board
    grid[0, 4] = 7  // column 5 and box 2 too
    #expect(BoardContext(board: grid, cell: Self.target).conflict(for: 7)?.unit == Unit(kind: .row, index: 2))
  }

  @Test(arguments: [7, 4, 2])
  func aConflictingReadingNeedsTheConflictThreshold(digit: Int) {
    #expect(Self.decide(digit, 0.985) == .reject(.conflict))
    #expect(Self.decide(digit, 0.99) == .accept(digit))
    #expect(Self.decide(digit, 0.985, conflictThreshold: 0.98) == .accept(digit))
  }

  @Test func aThresholdOfOneRefusesEveryConflictAndZeroTurnsTheGateOff() {
    #expect(Self.decide(7, 1.0, conflictThreshold: 1) == .reject(.conflict))
    #expect(Self.decide(7, 0.81, conflictThreshold: 0) == .accept(7))
  }

  @Test func theGateNeverChangesTheReadingToAnotherDigit() {
    // 7 is taken in the row; the gate refuses it rather than offering the free runner-up.
    for confidence: Float in [0.81, 0.9, 0.95, 0.98] {
      #expect(Self.decide(7, confidence) == .reject(.conflict))
    }
    #expect(Self.decide(5, 0.81) == .accept(5))
  }

  @Test func otherReasonsComeFirst() {
    #expect(Self.decide(7, 0.5) == .reject(.lowConfidence))
    #expect(Self.decide(0, 0.99) == .reject(.zero))
    let offBoard = RecognitionRequest.example(
      mode: .normal, settings: InkSettings(), isOnBoard: false, board: Self.context)
    #expect(
      AcceptPolicy.decide(.success(Prediction(label: 7, confidence: 0.9)), for: offBoard).decision
        == .reject(.outsideBoard)
    )
  }

  @Test func notesFollowTheSameRule() {
    #expect(Self.decide(7, 0.75, mode: .notes) == .reject(.conflict))
    #expect(Self.decide(7, 0.995, mode: .notes) == .accept(7))
    #expect(Self.decide(5, 0.75, mode: .notes) == .accept(5))
    #expect(Self.decide(5, 0.65, mode: .notes) == .reject(.lowConfidence))
  }

  @Test func withoutABoardNothingIsAConflict() {
    #expect(Self.decide(7, 0.81, conflictThreshold: 1, board: nil) == .accept(7))
  }

  @Test func theDefaultAndItsSettingsKey() throws {
    #expect(InkSettings().conflictThreshold == InkSettings.defaultConflictThreshold)
    let decoded = try JSONDecoder().decode(InkSettings.self, from: Data(#"{"conflictThreshold":1}"#.utf8))
    #expect(decoded.conflictThreshold == 1)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(InkSettings.self, from: Data(#"{"conflictThreshold":1.5}"#.utf8))
    }
  }
}
