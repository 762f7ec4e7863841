import InkdokuTestSupport
import Testing

@testable import InkdokuCore
@testable import Recognition
@testable import SudokuKit

/// Which ink play labels (`HandLabels`), through the reducer: the readings come back with an embedding
/// as the recognizer gives them when the request carries the hand.
@Suite struct AppHandTests {
  /// A driver whose hand is loaded, with learning `on`.
  static func driver(learning on: Bool = true) -> AppDriver {
    var d = AppDriver()
    d.send(.handLoaded(WriterProfile(modelSHA256: "m", dimension: 2), learning: on))
    return d
  }

  /// Writes over `cell` and answers with `reading` made for the request, carrying `embedding`.
  @discardableResult
  static func ink(
    _ d: inout AppDriver, over cell: Int, embedding: [Float], _ reading: (Int) -> Reading
  ) throws -> [AppEffect] {
    let request = try #require(AppRecognitionTests.write(&d, over: cell))
    #expect(request.hand == d.state.pencil.hand.profile, "the request carries the hand as it stands")
    var answer = reading(request.id)
    answer.embedding = PackedFloats(embedding)
    return d.send(.recognized(answer))
  }

  static func placed(_ digit: Int) -> (Int) -> Reading { { AppRecognitionTests.candidate(digit, id: $0) } }
  /// A placed digit whose best guesses were `guesses`, the first being `digit`.
  static func placed(_ guesses: [Int]) -> (Int) -> Reading {
    { id in
      .accepted(
        id: id, label: guesses[0], confidence: 0.9,
        top3: guesses.map { LabelScore(label: $0, probability: $0 == guesses[0] ? 0.9 : 0.04) })
    }
  }
  static func unsure(_ digit: Int) -> (Int) -> Reading {
    { .rejected(id: $0, .lowConfidence, label: digit, confidence: 0.5) }
  }

  static func samples(_ d: AppDriver) -> [Int] { d.state.pencil.hand.profile?.counts ?? [] }

  /// r1c3 (cell 2) is empty in the fixture; its solution is 4.
  static let cell = 2

  @Test func aPlacedDigitThatStandsItsWindowIsKept() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed(4))
    d.send(.tick, after: HandLabels.window - 1)
    #expect(d.state.pencil.hand.profile?.count == 0, "not yet: the player may still replace it")
    d.send(.tick, after: 1.5)
    #expect(d.state.pencil.hand.profile?.samples[4] == [[1, 0]])
    #expect(d.state.pencil.hand.unsaved == 1)
  }

  @Test func aWrongDigitKeptIsLearnedAsWrittenNeverAsTheSolution() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed(9))
    #expect(d.state.game.solution[Self.cell] == 4)
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.samples[9] == [[1, 0]])
    #expect(d.state.pencil.hand.profile?.samples[4] == [])
  }

  @Test func refusedInkTakesTheDigitTypedNext() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [0, 1], Self.unsure(1))
    d.state.game.selection = Self.cell
    d.type("7")
    #expect(d.state.pencil.hand.profile?.samples[7] == [[0, 1]])
  }

  @Test func refusedInkTakesTheDigitWrittenAgain() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [0, 1], Self.unsure(1))
    try Self.ink(&d, over: Self.cell, embedding: [1, 1], Self.placed(4))
    #expect(d.state.pencil.hand.profile?.samples[4] == [[0, 1]], "the refused ink, at once")
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.samples[4] == [[0, 1], [1, 1]], "and the rewrite, kept")
  }

  @Test func refusedInkIsNotAnsweredLateOrElsewhereOrByAScribble() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [0, 1], Self.unsure(1))
    d.send(.tick, after: HandLabels.window + 1)
    d.state.game.selection = Self.cell
    d.type("4")
    #expect(d.state.pencil.hand.profile?.count == 0, "too late")
    d.state.game.selection = 3
    d.type("x")
    try Self.ink(&d, over: 3, embedding: [0, 1], Self.unsure(1))
    d.state.game.selection = 5
    d.type("2")  // another cell first: the player moved on
    d.state.game.selection = 3
    d.type("3")
    #expect(d.state.pencil.hand.profile?.count == 0, "moved on")
    d.state.game.selection = 6
    try Self.ink(&d, over: 6, embedding: [0, 1]) { .rejected(id: $0, .zero, label: 0, confidence: 0.9) }
    d.state.game.selection = 6
    d.type("1")
    #expect(d.state.pencil.hand.profile?.count == 0, "a scribble is not a digit")
    d.state.game.selection = 7
    try Self.ink(&d, over: 7, embedding: [0, 1]) { .rejected(id: $0, .conflict, label: 7, confidence: 0.97) }
    d.state.game.selection = 7
    d.type("1")
    #expect(
      d.state.pencil.hand.profile?.count == 0, "a sure reading the board refused may be the player's slip")
  }

  @Test func aPlacedDigitErasedAndReplacedTakesTheReplacement() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed([7, 1, 2]))
    d.type("x")
    d.type("1")
    #expect(d.state.pencil.hand.profile?.samples[1] == [[1, 0]])
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.count == 1, "not kept as a 7 as well")
  }

  /// A replacement the model never thought of is a second thought about the puzzle, not a misreading.
  @Test func aReplacementOutsideTheBestGuessesTeachesNothing() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed([7, 1, 2]))
    d.type("x")
    d.type("4")
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.count == 0)
  }

  @Test func undoThenTypeAndOverwritingReplaceToo() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed([7, 1]))
    d.type("u")
    d.state.game.selection = Self.cell
    d.type("1")
    #expect(d.state.pencil.hand.profile?.samples[1] == [[1, 0]])
    try Self.ink(&d, over: 3, embedding: [0, 1], Self.placed([2, 5]))
    d.state.game.selection = 3
    d.type("5")
    #expect(d.state.pencil.hand.profile?.samples[5] == [[0, 1]])
  }

  @Test func aDigitErasedAndLeftEmptyTeachesNothing() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed(7))
    d.type("x")
    d.send(.tick, after: HandLabels.window + 1)
    d.type("1")
    #expect(d.state.pencil.hand.profile?.count == 0)
  }

  /// The hint knows the solution: its moves never label ink.
  @Test func aHintNeverAnswersInk() throws {
    var d = Self.driver()
    try Self.ink(&d, over: Self.cell, embedding: [1, 0], Self.placed(9))
    d.type("HHH")  // the first hint is the wrong 9: erased
    #expect(d.state.game.digit(at: Self.cell) == 0, "erased by the hint")
    d.state.game.selection = Self.cell
    d.type("4")
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.count == 0)
  }

  @Test func learningOffReadsAndLearnsNothing() throws {
    var d = Self.driver(learning: false)
    let request = try #require(AppRecognitionTests.write(&d, over: Self.cell))
    #expect(request.hand == nil)
    var answer = AppRecognitionTests.candidate(4, id: request.id)
    answer.embedding = PackedFloats([1, 0])
    d.send(.recognized(answer))
    d.send(.tick, after: HandLabels.window + 1)
    #expect(d.state.pencil.hand.profile?.count == 0)
  }

  @Test func samplesAreSavedInBatches() throws {
    var d = Self.driver()
    var saves: [WriterProfile] = []
    let empty = (0..<81).filter { d.state.game.givens[$0] == 0 }.prefix(HandLabels.maxWaiting)
    for (i, cell) in empty.enumerated() {
      let effects = try Self.ink(&d, over: cell, embedding: [Float(i), 1], Self.unsure(1))
      #expect(!effects.contains { if case .saveHand = $0 { true } else { false } })
      d.state.game.selection = cell
      for effect in d.type(String(d.state.game.solution[cell])) {
        if case .saveHand(let profile) = effect { saves.append(profile) }
      }
    }
    #expect(saves.count == HandLabels.maxWaiting / HandLearning.saveEvery)
    #expect(saves.first?.count == HandLearning.saveEvery)
    #expect(d.state.pencil.hand.profileToSave?.count == HandLabels.maxWaiting)
  }

  /// The `w` screen says when the hand changed a reading, and fits the smallest terminal with it.
  @Test func theModelViewSaysWhenTheHandChangedTheReading() throws {
    var d = AppDriver(AppFixture.state(columns: 80, rows: 24))
    d.send(.handLoaded(WriterProfile(modelSHA256: "m", dimension: 2), learning: true))
    try Self.ink(&d, over: Self.cell, embedding: [1, 0]) { id in
      var reading = AppRecognitionTests.candidate(4, 0.91, id: id)
      reading.modelAlone = ModelAlone(.rejected(id: id, .lowConfidence, label: 1, confidence: 0.55))
      return reading
    }
    d.type("w")
    let lines = try #require(OverlayView.lines(d.state))
    let said = "your hand changed this: alone the model read 1 55.0%, rejected: lowConfidence"
    #expect(lines.contains(said))
    let screen = d.screen
    #expect((0..<screen.height).contains { screen.text(row: $0).contains(said) }, "on screen at 80×24")
    d.key(.escape)
    try Self.ink(&d, over: 3, embedding: [1, 0]) { id in
      var reading = AppRecognitionTests.candidate(6, 0.95, id: id)
      reading.modelAlone = ModelAlone(.accepted(id: id, label: 6, confidence: 0.93, top3: []))
      return reading
    }
    d.type("w")
    #expect(
      OverlayView.lines(d.state)?.contains { $0.hasPrefix("your hand") } == false, "unchanged: not said")
  }
}
