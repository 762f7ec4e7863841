import DigitRecognizer
import InkKit
import SudokuKit
import TerminalUI
import Testing

@testable import InkdokuApp

@Suite struct AppRecognitionTests {
  /// Writes a scribble over `cell`, lets the debounce pass, and returns the request the app sent.
  static func write(_ d: inout AppDriver, over cell: Int) -> InkRequest? {
    AppPencilTests.draw(&d, AppPencilTests.scribble(d, over: cell))
    for effect in d.send(.tick, after: 0.5) {
      if case .recognize(let request) = effect { return request }
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
  }
}
