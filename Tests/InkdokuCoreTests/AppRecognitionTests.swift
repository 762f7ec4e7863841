import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuCore
@testable import InkdokuViews
@testable import SudokuKit

@Suite struct AppRecognitionTests {
  /// Writes a scribble over `cell`, lets the debounce pass, and returns the request the app sent.
  static func write(_ d: inout AppDriver, over cell: Int) -> RecognitionRequest? {
    Pencil.draw(&d, Pencil.scribble(d, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request) = effect { return request }
    }
    return nil
  }

  /// The reading of a digit the policy accepted, answering request `id`.
  static func candidate(_ digit: Int, _ confidence: Float = 0.97, id: Int) -> Reading {
    .accepted(
      id: id, label: digit, confidence: confidence, top3: [LabelScore(label: digit, probability: confidence)])
  }

  @Test func anAcceptedDigitIsPlacedInTheTargetCell() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))  // r1c3 is 4
    #expect(request.target.cell == 2)
    #expect(request.mode == .normal && request.revision == d.state.game.revision)
    let effects = d.send(.recognized(Self.candidate(4, id: request.id)))
    #expect(effects == [.save, .countInk(.board, refused: nil)])
    #expect(d.state.game.digit(at: 2) == 4)
    #expect(d.state.game.selection == 2)
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.pencil.pending.isEmpty)
  }

  @Test func aWrongAcceptedDigitIsAMistakeLikeAKey() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.send(.recognized(Self.candidate(9, id: request.id)))
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
    d.send(.recognized(Self.candidate(right, id: request.id)))
    #expect(d.state.game.digit(at: cell) == right)
    #expect(d.state.game.mistakes == 1)
    let given = try #require(Self.write(&d, over: 0))
    d.send(.recognized(Self.candidate(1, id: given.id)))
    #expect(d.state.game.digit(at: 0) == 5)
    #expect(d.state.pencil.last?.decision == .reject(.given))
  }

  /// Terminal cells zig-zagging across the middle of `cell`: a crossing-out.
  static func scratch(_ d: AppDriver, over cell: Int) -> [(Int, Int)] {
    guard case .fits(let p) = d.state.layout else { return [] }
    let r = p.rect(ofCell: cell)
    return (0..<6).map { ($0 % 2 == 0 ? r.x : r.x + r.width - 1, r.y + $0 * (r.height - 1) / 5) }
  }

  static func writeScratch(_ d: inout AppDriver, over cell: Int) -> RecognitionRequest? {
    Pencil.draw(&d, scratch(d, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request) = effect { return request }
    }
    return nil
  }

  /// The model saw a 0 (no digit) in request `id`.
  static func sawNoDigit(_ id: Int) -> Reading { .rejected(id: id, .zero, label: 0, confidence: 0.99) }

  /// Scratching out the player's own digit (or notes) erases it as `x` would, undoably; the same ink
  /// over an empty cell or a given, or ink that does not go back and forth, is an ordinary reject.
  @Test func aScratchOutErasesThePlayersOwnDigitOrNotes() throws {
    var d = AppDriver()
    let cell = d.state.game.selection
    d.type("9")
    let request = try #require(Self.writeScratch(&d, over: cell))
    let effects = d.send(.recognized(Self.sawNoDigit(request.id)))
    #expect(d.state.game.digit(at: cell) == 0)
    #expect(effects.contains(.save) && !effects.contains(.countInk(.board, refused: .zero)))
    #expect(d.state.ui.message?.text == App.scratchText)
    #expect(d.state.pencil.last?.message == App.scratchText)
    d.type("u")
    #expect(d.state.game.digit(at: cell) == 9)

    d.type("x")
    d.type("n")
    d.type("3")
    d.type("7")
    #expect(!d.state.game.notes[cell].isEmpty)
    let onNotes = try #require(Self.writeScratch(&d, over: cell))
    d.send(.recognized(Self.sawNoDigit(onNotes.id)))
    #expect(d.state.game.notes[cell].isEmpty)
  }

  @Test func aScratchOverNothingOfThePlayersIsAnOrdinaryReject() throws {
    for cell in [2, 0] {  // r1c3 is empty, r1c1 the given 5
      var d = AppDriver()
      let before = d.state.game.board
      let request = try #require(Self.writeScratch(&d, over: cell))
      let effects = d.send(.recognized(Self.sawNoDigit(request.id)))
      #expect(effects == [.countInk(.board, refused: .zero)], "cell \(cell)")
      #expect(d.state.game.board == before)
    }
    var d = AppDriver()
    d.type("9")
    let zigOnce = try #require(Self.write(&d, over: d.state.game.selection))
    d.send(.recognized(Self.sawNoDigit(zigOnce.id)))
    #expect(d.state.game.digit(at: d.state.game.selection) == 9, "a Z is not a crossing-out")
  }

  @Test func notesModeTogglesANote() throws {
    var d = AppDriver()
    d.type("n")
    let request = try #require(Self.write(&d, over: 2))
    #expect(request.mode == .notes)
    d.send(.recognized(Self.candidate(6, 0.75, id: request.id)))
    #expect(d.state.game.notes[2] == DigitSet([6]))
    #expect(d.state.game.digit(at: 2) == 0)
  }

  @Test func aRejectChangesNothingAndIsCounted() throws {
    var d = AppDriver()
    let before = d.state.game
    let request = try #require(Self.write(&d, over: 2))
    let effects = d.send(
      .recognized(
        Reading.rejected(id: request.id, .lowConfidence, label: 7, confidence: 0.41)))
    #expect(effects == [.countInk(.board, refused: .lowConfidence)])
    #expect(d.state.game.board == before.board)
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.ui.message?.text == "Not sure what that was: try writing larger")
  }

  /// A refusal's message goes once the next written digit is placed: it no longer describes the ink.
  @Test func aPlacedDigitClearsTheMessageOfAnEarlierRefusal() throws {
    var d = AppDriver()
    let scribble = try #require(Self.write(&d, over: 2))
    d.send(.recognized(Self.sawNoDigit(scribble.id)))
    #expect(d.state.ui.message?.text == "That did not look like a digit: not placed")
    let one = try #require(Self.write(&d, over: 2))
    d.send(.recognized(Self.candidate(4, id: one.id)))
    #expect(d.state.game.digit(at: 2) == 4)
    #expect(d.state.ui.message == nil)
    #expect(HintBar.text(d.state).0 != "That did not look like a digit: not placed")
  }

  @Test func pausingBeforeTheResultDiscardsItAsStale() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.type("p")
    let effects = d.send(.recognized(Self.candidate(4, id: request.id)))
    #expect(effects == [.countInk(.board, refused: .stale)])
    #expect(d.state.game.digit(at: 2) == 0)
  }

  @Test func aModeSwitchBeforeTheResultMakesItStale() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 2))
    d.type("nn")  // back to NORMAL, but the revision moved on
    #expect(
      d.send(.recognized(Self.candidate(4, id: request.id))) == [
        .countInk(.board, refused: .stale)
      ])
  }

  /// The requests the app has sent so far, oldest first.
  static func requests(_ d: AppDriver) -> [RecognitionRequest] {
    d.effects.compactMap { effect in
      if case .recognize(let request) = effect { return request }
      return nil
    }
  }

  /// Design §3.9: a group closes on the game as it stands at its deadline. A key pressed before the
  /// deadline is part of that game: the digit is judged and entered in the mode the key chose.
  @Test func aKeyBeforeTheDeadlineSetsTheGameTheGroupClosesOn() throws {
    var d = AppDriver()
    Pencil.draw(&d, Pencil.scribble(d, over: 2))
    d.type("n")  // 0.1 s after the release: the group is still open
    #expect(Self.requests(d).isEmpty)
    d.send(.tick, after: 0.5)
    let request = try #require(Self.requests(d).first)
    #expect(request.mode == .notes && request.revision == d.state.game.revision)
    d.send(.recognized(Self.candidate(6, 0.75, id: request.id)))
    #expect(d.state.game.notes[2] == DigitSet([6]))
  }

  /// …and a key that arrives after the deadline comes after the group closed, however late the tick:
  /// the group is closed first, on the game before the key, and the answer is stale.
  @Test func aKeyAfterTheDeadlineMakesTheAnswerStaleWithoutWaitingForTheTick() throws {
    var d = AppDriver()
    Pencil.draw(&d, Pencil.scribble(d, over: 2))
    let effects = d.send(.input(.key(.character("n"))), after: 0.5)
    guard case .recognize(let request) = effects.first else {
      Issue.record("the overdue group is closed before the key acts: \(effects)")
      return
    }
    #expect(request.mode == .normal)
    #expect(d.state.game.mode == .notes)
    #expect(d.send(.recognized(Self.candidate(4, id: request.id))) == [.countInk(.board, refused: .stale)])
    #expect(d.state.game.digit(at: 2) == 0 && d.state.game.notes[2].isEmpty)
  }

  /// Writing a row quickly: the first digit's answer is placed while the second digit's group is still
  /// open; the second closes on the board with the first on it, so it is placed too.
  @Test func aDigitPlacedWhileTheNextGroupIsOpenDoesNotMakeItStale() throws {
    var d = AppDriver()
    Pencil.draw(&d, Pencil.scribble(d, over: 2))  // r1c3, a 4
    Pencil.draw(&d, Pencil.scribble(d, over: 18))  // r3c1, a 1: far, so the first group closes
    let first = try #require(Self.requests(d).first)
    d.send(.recognized(Self.candidate(4, id: first.id)), after: 0.01)
    #expect(d.state.game.digit(at: 2) == 4)
    d.send(.tick, after: 0.5)
    let second = try #require(Self.requests(d).last)
    #expect(second.target.cell == 18 && second.revision == d.state.game.revision)
    #expect(second.target.board?.board[2] == 4, "the gate sees the first digit")
    d.send(.recognized(Self.candidate(1, id: second.id)))
    #expect(d.state.game.digit(at: 18) == 1)
    #expect(d.state.game.mistakes == 0)
  }

  @Test func unknownAnswersAreIgnoredAndTheModelViewShowsTheLast() throws {
    var d = AppDriver()
    #expect(d.send(.recognized(Self.candidate(4, id: 99))) == [])
    d.type("w")
    #expect(OverlayView.lines(d.state)?.contains("Nothing written yet: draw a digit over a cell.") == true)
    d.key(.escape)
    let request = try #require(Self.write(&d, over: 2))
    d.send(.recognized(Self.candidate(4, id: request.id)))
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
    let sure = Reading.accepted(
      id: request.id, label: 4, confidence: 0.72,
      top3: [LabelScore(label: 4, probability: 0.72), LabelScore(label: 7, probability: 0.26)],
      boardConfidence: 0.973)
    d.send(.recognized(sure))
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    #expect(lines.contains("top 3: 4 72.0%  7 26.0%"))
    #expect(lines.contains("with the board 97.3%: digits it shows ruled out"))
    #expect(lines.contains("placed 4"))
  }

  @Test func theRequestCarriesTheBoardThePlayerSeesAndNeverTheSolution() throws {
    var d = AppDriver()
    d.type("4")  // r5c5, the selection, gets a wrong 4
    Pencil.draw(&d, Pencil.scribble(d, over: 2))
    let request = try #require(
      d.send(.tick, after: 0.5).lazy.compactMap { effect -> RecognitionRequest? in
        if case .recognize(let request) = effect { return request }
        return nil
      }.first)
    let board = try #require(request.target.board)
    #expect(board.cell == 2)
    #expect(board.board == d.state.game.board)
    #expect(board.board[40] == 4, "the player's entries count, wrong ones too")
    #expect(board.board[2] == 0, "an empty cell stays empty: the solution is never shown to the gate")
    #expect(request.settings == d.state.settings.pencil)
  }

  @Test func aConflictIsRefusedWithTheCellThatAlreadyHasTheDigit() throws {
    var d = AppDriver()
    let before = d.state.game
    let request = try #require(Self.write(&d, over: 2))  // r1c3; r1c1 is a 5
    let effects = d.send(
      .recognized(Reading.rejected(id: request.id, .conflict, label: 5, confidence: 0.97)))
    #expect(effects == [.countInk(.board, refused: .conflict)])
    #expect(d.state.game.board == before.board)
    #expect(d.state.game.mistakes == 0)
    let message = "Read 5, but row 1 already has a 5 (r1c1): not placed"
    #expect(d.state.ui.message?.text == message)
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
      .recognized(Reading.rejected(id: request.id, .conflict, label: 9, confidence: 0.9)))
    #expect(d.state.ui.message?.text == "Read 9, but box 1 already has a 9 (r3c2): no note made")
    #expect(d.state.game.notes[2].isEmpty)
  }

  @Test func aDigitWrittenOverAGivenIsRefusedAndTheModelViewAgrees() throws {
    var d = AppDriver()
    let request = try #require(Self.write(&d, over: 0))  // r1c1 is the given 5
    let effects = d.send(.recognized(Self.candidate(5, id: request.id)))
    #expect(effects == [.countInk(.board, refused: .given)])
    #expect(d.state.game.mistakes == 0)
    #expect(d.state.ui.message?.text == "Read 5, but r1c1 is a given: not placed")
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
