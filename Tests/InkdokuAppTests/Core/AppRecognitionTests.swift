import Testing

@testable import DigitRecognizer
@testable import InkKit
@testable import InkdokuCore
@testable import SudokuKit

@Suite struct AppRecognitionTests {
  /// Writes a scribble over `cell`, lets the debounce pass, and returns the request the app sent.
  static func write(_ d: inout AppDriver, over cell: Int) -> InkRequest? {
    AppPencilTests.draw(&d, AppPencilTests.scribble(d, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request, _) = effect { return request }
    }
    return nil
  }

  static func candidate(_ digit: Int, _ confidence: Float = 0.97) -> RecognitionResult {
    .candidate(
      label: digit, confidence: confidence, top3: [LabelScore(label: digit, probability: confidence)])
  }

  @Test func anAcceptedDigitIsPlacedInTheTargetCell() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))  // r1c3 is 4
    #expect(request.target == 2)
    #expect(request.context == InkContext(mode: .normal, revision: d.state.game.revision))
    let effects = d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(4))))
    #expect(effects == [.save])
    #expect(d.state.game.digit(at: 2) == 4)
    #expect(d.state.game.selection == 2)
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.pendingRequests.isEmpty)
  }

  @Test func aWrongAcceptedDigitIsAMistakeLikeAKey() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(9))))
    #expect(d.state.game.digit(at: 2) == 9)
    #expect(d.state.game.mistakes == 1)
  }

  /// Writing over the player's own digit replaces it, as typing would; over a given it is refused.
  @Test func aWrittenDigitReplacesThePlayersOwn() throws {
    var d = AppDriver()
    d.type("9")  // r5c5 (the selection): 9, a mistake
    let cell = d.state.game.selection
    #expect(d.state.game.digit(at: cell) == 9)
    let request = try #require(Self.write(&d, over: cell))
    let right = d.state.game.solution[cell]
    d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(right))))
    #expect(d.state.game.digit(at: cell) == right)
    #expect(d.state.game.mistakes == 1)
    let given = try #require(Self.write(&d, over: 0))
    d.send(.recognized(RecognitionOutcome(id: given.id, result: Self.candidate(1))))
    #expect(d.state.game.digit(at: 0) == 5)
    #expect(d.state.lastRecognition?.decision == .reject(.given))
  }

  /// Terminal cells zig-zagging across the middle of `cell`: a crossing-out.
  static func scratch(_ d: AppDriver, over cell: Int) -> [(Int, Int)] {
    guard case .fits(let p) = d.state.layout else { return [] }
    let r = p.rect(ofCell: cell)
    return (0..<6).map { ($0 % 2 == 0 ? r.x : r.x + r.width - 1, r.y + $0 * (r.height - 1) / 5) }
  }

  static func writeScratch(_ d: inout AppDriver, over cell: Int) -> InkRequest? {
    AppPencilTests.draw(&d, scratch(d, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request, _) = effect { return request }
    }
    return nil
  }

  static let sawNoDigit = RecognitionResult.reject(.zero, label: 0, confidence: 0.99)

  /// Scratching out the player's own digit (or notes) erases it as `x` would, undoably; the same ink
  /// over an empty cell or a given, or ink that does not go back and forth, is an ordinary reject.
  @Test func aScratchOutErasesThePlayersOwnDigitOrNotes() throws {
    var d = AppDriver()
    let cell = d.state.game.selection
    d.type("9")
    let request = try #require(Self.writeScratch(&d, over: cell))
    let effects = d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.sawNoDigit)))
    #expect(d.state.game.digit(at: cell) == 0)
    #expect(effects.contains(.save) && !effects.contains(.countReject(.zero)))
    #expect(d.state.message?.text == App.scratchText)
    #expect(d.state.lastRecognition?.message == App.scratchText)
    d.type("u")
    #expect(d.state.game.digit(at: cell) == 9)

    d.type("x")
    d.type("n")
    d.type("3")
    d.type("7")
    #expect(!d.state.game.notes[cell].isEmpty)
    let onNotes = try #require(Self.writeScratch(&d, over: cell))
    d.send(.recognized(RecognitionOutcome(id: onNotes.id, result: Self.sawNoDigit)))
    #expect(d.state.game.notes[cell].isEmpty)
  }

  @Test func aScratchOverNothingOfThePlayersIsAnOrdinaryReject() throws {
    for cell in [2, 0] {  // r1c3 is empty, r1c1 the given 5
      var d = AppDriver()
      let before = d.state.game.board
      let request = try #require(Self.writeScratch(&d, over: cell))
      let effects = d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.sawNoDigit)))
      #expect(effects == [.countReject(.zero)], "cell \(cell)")
      #expect(d.state.game.board == before)
    }
    var d = AppDriver()
    d.type("9")
    let zigOnce = try #require(Self.write(&d, over: d.state.game.selection))
    d.send(.recognized(RecognitionOutcome(id: zigOnce.id, result: Self.sawNoDigit)))
    #expect(d.state.game.digit(at: d.state.game.selection) == 9, "a Z is not a crossing-out")
  }

  @Test func notesModeTogglesANote() throws {
    var d = AppDriver()
    d.type("n")
    let request = try #require(Self.write(&d, over: 2))
    #expect(request.context.mode == .notes)
    d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(6, 0.75))))
    #expect(d.state.game.notes[2] == DigitSet([6]))
    #expect(d.state.game.digit(at: 2) == 0)
  }

  @Test func aRejectChangesNothingAndIsCounted() throws {
    var d = AppDriver()
    let before = d.state.game
    let request = try #require(Self.write(&d, over: 2))
    let effects = d.send(
      .recognized(
        RecognitionOutcome(id: request.id, result: .reject(.lowConfidence, label: 7, confidence: 0.41))))
    #expect(effects == [.countReject(.lowConfidence)])
    #expect(d.state.game.board == before.board)
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.message?.text == "Not sure what that was: try writing larger")
  }

  @Test func pausingBeforeTheResultDiscardsItAsStale() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.type("p")
    let effects = d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(4))))
    #expect(effects == [.countReject(.stale)])
    #expect(d.state.game.digit(at: 2) == 0)
  }

  @Test func aModeSwitchBeforeTheResultMakesItStale() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.type("nn")  // back to NORMAL, but the revision moved on
    #expect(
      d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(4)))) == [
        .countReject(.stale)
      ])
  }

  @Test func unknownAnswersAreIgnoredAndTheModelViewShowsTheLast() throws {
    var d = AppDriver()
    #expect(d.send(.recognized(RecognitionOutcome(id: 99, result: Self.candidate(4)))) == [])
    d.type("w")
    #expect(OverlayView.lines(d.state)?.contains("Nothing written yet: draw a digit over a cell.") == true)
    d.key(.escape)
    let request = try #require(Self.write(&d, over: 2))
    d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(4))))
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    #expect(lines.contains("placed 4"))
    #expect(lines.contains("top 3: 4 97.0%"))
    #expect(lines.filter { $0.count == 28 }.count == 14, "the 28×28 image as 14 half-block rows")
    #expect(!lines.contains { $0.hasPrefix("with the board") })
  }

  @Test func theModelViewSaysWhenTheBoardMadeAReadingSure() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    let sure = RecognitionResult.candidate(
      label: 4, confidence: 0.72,
      top3: [LabelScore(label: 4, probability: 0.72), LabelScore(label: 7, probability: 0.26)],
      boardConfidence: 0.973)
    d.send(.recognized(RecognitionOutcome(id: request.id, result: sure)))
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    #expect(lines.contains("top 3: 4 72.0%  7 26.0%"))
    #expect(lines.contains("with the board 97.3%: digits it shows ruled out"))
    #expect(lines.contains("placed 4"))
  }

  @Test func theRequestCarriesTheBoardThePlayerSeesAndNeverTheSolution() throws {
    var d = AppDriver()
    d.type("4")  // r5c5, the selection, gets a wrong 4
    AppPencilTests.draw(&d, AppPencilTests.scribble(d, over: 2))
    let context = try #require(
      d.send(.tick, after: 0.5).lazy.compactMap { effect -> RecognitionContext? in
        if case .recognize(_, let context) = effect { return context }
        return nil
      }.first)
    let board = try #require(context.board)
    #expect(board.cell == 2)
    #expect(board.board == d.state.game.board)
    #expect(board.board[40] == 4, "the player's entries count, wrong ones too")
    #expect(board.board[2] == 0, "an empty cell stays empty: the solution is never shown to the gate")
    #expect(context.settings == d.state.ink.settings)
  }

  @Test func aConflictIsRefusedWithTheCellThatAlreadyHasTheDigit() throws {
    var d = AppDriver()
    let before = d.state.game
    let request = try #require(Self.write(&d, over: 2))  // r1c3; r1c1 is a 5
    let effects = d.send(
      .recognized(RecognitionOutcome(id: request.id, result: .reject(.conflict, label: 5, confidence: 0.97))))
    #expect(effects == [.countReject(.conflict)])
    #expect(d.state.game.board == before.board)
    #expect(d.state.game.mistakes == 0)
    let message = "Read 5, but row 1 already has a 5 (r1c1): not placed"
    #expect(d.state.message?.text == message)
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    #expect(lines.contains("rejected: conflict"))
    #expect(lines.contains(message))
  }

  @Test func aConflictInNotesModeNamesTheBoxWhenOnlyTheBoxHasIt() throws {
    var d = AppDriver()
    d.type("n")
    let request = try #require(Self.write(&d, over: 2))  // r1c3: box 1 holds 9 and 8 at r3c2, r3c3
    d.send(
      .recognized(RecognitionOutcome(id: request.id, result: .reject(.conflict, label: 9, confidence: 0.9))))
    #expect(d.state.message?.text == "Read 9, but box 1 already has a 9 (r3c2): no note made")
    #expect(d.state.game.notes[2].isEmpty)
  }

  @Test func aDigitWrittenOverAGivenIsRefusedAndTheModelViewAgrees() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 0))  // r1c1 is the given 5
    let effects = d.send(.recognized(RecognitionOutcome(id: request.id, result: Self.candidate(5))))
    #expect(effects == [.countReject(.given)])
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.message?.text == "Read 5, but r1c1 is a given: not placed")
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    #expect(lines.contains("rejected: given"))
    #expect(lines.contains("Read 5, but r1c1 is a given: not placed"))
    #expect(!lines.contains("placed 5"))
  }

  @Test(arguments: RejectReason.allCases)
  func everyReasonHasItsOwnMessage(reason: RejectReason) {
    let board = AppFixture.state().game.board
    let text = RejectMessage.text(reason, label: 5, target: 2, mode: .normal, board: board)
    let others = RejectReason.allCases.filter { $0 != reason }.map {
      RejectMessage.text($0, label: 5, target: 2, mode: .normal, board: board)
    }
    #expect(!others.contains(text))
    #expect(text.count <= 72, "fits the message line of an 80-column terminal")
  }

  @Test func aConfidentZeroIsNotCalledTooSmall() {
    let text = RejectMessage.text(.zero, label: 0, target: 2, mode: .normal, board: Grid())
    #expect(text == "That did not look like a digit: not placed")
  }
}
