import DigitRecognizer
import Foundation
import InkdokuCore
import InkdokuReplay
import InkdokuRuntime
import InkdokuStorage
import InkdokuTestSupport
import ModelLoading
import Recognition
import SessionStart
import Testing

@testable import CommandLineKit

/// The hand a game starts with: the file's when it was made with the model, a new one when there is
/// none or it belongs to another model, none without a model or when the file cannot be used (which
/// is then said once, and never written over). A recorded session starts with it.
@Suite struct GameStartHandTests {
  /// A temporary home with the player's directories, a model file, and the model.
  struct Home {
    let directory: TemporaryDirectory
    let environment: [String: String]
    let model: DigitModel
    var handFile: String { directory.file("data/inkdoku/hand.json") }

    init() throws {
      directory = try TemporaryDirectory()
      environment = GameStartTests.environment(directory)
      let path = try RecognizeCommandTests.modelFile([0, 0, 0, 0, 0, 3, 0, 0, 0, 0], in: directory)
      model = try ModelLocator(environment: [:], executablePath: nil).load(option: path).model
    }

    func write(_ text: String, to name: String) throws { try directory.write(text, to: name) }

    func save(_ profile: WriterProfile) throws { try HandStore(path: handFile).save(profile) }

    /// A profile of this model with one sample of 7.
    func learned(sha256: String? = nil, dimension: Int? = nil) -> WriterProfile {
      let dimension = dimension ?? model.embeddingDimension
      var profile = WriterProfile(
        modelSHA256: sha256 ?? model.sha256, dimension: dimension, created: Date(timeIntervalSince1970: 1e9))
      profile.learn(7, embedding: Array(repeating: 0.5, count: dimension))
      return profile
    }
  }

  @Test func withoutAFileTheHandIsNewAndOfTheModel() throws {
    let home = try Home()
    let hand = try GameStart(environment: home.environment).hand(for: home.model)
    let profile = try #require(hand.profile)
    #expect(profile.modelSHA256 == home.model.sha256 && profile.dimension == 784 && profile.count == 0)
    #expect(profile.created != nil && hand.notice == nil)
    try home.save(profile)
    #expect(try HandStore(path: home.handFile).load() == profile, "begun to the second, as the file keeps it")
  }

  @Test func theFilesHandIsKeptForItsModel() throws {
    let home = try Home()
    try home.save(home.learned())
    let hand = try GameStart(environment: home.environment).hand(for: home.model)
    #expect(hand.profile == home.learned() && hand.notice == nil)
  }

  /// What play teaches is written to the hand file, whether there was one or not.
  @Test func theSessionWritesTheHandFile() throws {
    let home = try Home()
    var profile = try #require(try GameStart(environment: home.environment).hand(for: home.model).profile)
    profile.learn(3, embedding: Array(repeating: 1, count: profile.dimension))
    #expect(try GameStart(environment: home.environment).storage.saveHand(profile) == nil)
    #expect(try HandStore(path: home.handFile).load()?.counts[3] == 1)
    let again = try GameStart(environment: home.environment)
    profile.learn(3, embedding: Array(repeating: 1, count: profile.dimension))
    #expect(again.storage.saveHand(profile) == nil)
    #expect(try HandStore(path: home.handFile).load()?.counts[3] == 2)
  }

  @Test(arguments: [("another", nil), (nil, 12)] as [(String?, Int?)])
  func aHandOfAnotherModelIsLearnedAfresh(sha256: String?, dimension: Int?) throws {
    let home = try Home()
    try home.save(home.learned(sha256: sha256, dimension: dimension))
    let hand = try GameStart(environment: home.environment).hand(for: home.model)
    #expect(hand.profile?.count == 0 && hand.profile?.modelSHA256 == home.model.sha256)
    #expect(hand.notice == SessionHand.otherModelNotice)
  }

  @Test func withoutAModelThereIsNoHand() throws {
    let home = try Home()
    try home.save(home.learned())
    let hand = try GameStart(environment: home.environment).hand(for: nil)
    #expect(hand.profile == nil && hand.notice == nil)
  }

  /// The game starts all the same; the notice names the file and why, and the way out; the session
  /// cannot write the file.
  @Test func anUnusableFileGivesANoticeAndNoHandAndIsLeftAlone() throws {
    let home = try Home()
    try home.write("{\"version\":", to: "data/inkdoku/hand.json")
    let start = try GameStart(environment: home.environment)
    let hand = start.hand(for: home.model)
    #expect(hand.profile == nil)
    #expect(
      hand.notice
        == "cannot load hand profile from hand.json: not valid JSON; the pencil reads with the model alone; "
        + "'inkdoku hand --forget' deletes it")
    #expect(start.storage.saveHand(home.learned()) == nil)
    #expect(home.directory.contents("data/inkdoku/hand.json") == Data("{\"version\":".utf8))
  }

  /// The session's recording: what `GameStart.play` hands the program.
  static func recordedMessages(_ home: Home) throws -> [AppMessage] {
    let start = try GameStart(environment: home.environment)
    let hand = start.hand(for: home.model)
    let path = home.directory.file("s.jsonl")
    var program = PlayProgram(
      state: AppFixture.state(), look: AppFixture.look, storage: start.storage,
      makePuzzle: SeededPuzzles(seed: 1).next,
      recorder: try Recorder(creating: path, app: "test", model: home.model.sha256),
      recognizer: AnswerRecognizer(answer: SevenReader.read), hand: hand.profile,
      notices: [hand.notice].compactMap { $0 })
    program.start(on: ScriptedTerminal(clock: ManualClock()), now: 0)
    program.terminate(now: 1)
    let file = try ReplayFile(path: path)
    var messages: [AppMessage] = []
    while let (line, _) = try file.next() {
      if case .message(let message) = line.content { messages.append(message) }
    }
    return messages
  }

  @Test(arguments: [true, false])
  func aRecordedSessionStartsWithTheHandAndTheLearningSetting(learning: Bool) throws {
    let home = try Home()
    try home.save(home.learned())
    try home.write("{\"learnHand\": \(learning)}", to: "config/inkdoku/settings.json")
    let messages = try Self.recordedMessages(home)
    guard case .handLoaded(let profile, let recorded) = messages.first else {
      Issue.record("the first message is the hand: \(messages)")
      return
    }
    #expect(profile == home.learned() && recorded == learning)
  }

  @Test func aSessionWithAnUnusableHandRecordsTheNoticeAndNoHand() throws {
    let home = try Home()
    try home.write("[]", to: "data/inkdoku/hand.json")
    let messages = try Self.recordedMessages(home)
    guard case .notice(let text) = messages.first else {
      Issue.record("the first message is the notice: \(messages)")
      return
    }
    #expect(text.hasPrefix("cannot load hand profile from hand.json: "))
    #expect(
      !messages.contains {
        if case .handLoaded = $0 { return true }
        return false
      })
  }
}

/// The bound on the hand file holds a full hand of the model the game ships with.
@Suite struct ShippedModelHandTests {
  @Test func aFullHandOfTheShippedModelFitsTheFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let model = try ModelLocator(environment: [:], executablePath: nil)
      .load(option: root.appendingPathComponent("Models/digits.inkm").path).model
    var profile = WriterProfile(
      modelSHA256: model.sha256, dimension: model.embeddingDimension,
      created: Date(timeIntervalSince1970: 1e9))
    for label in 0..<WriterProfile.classes {
      for sample in 0..<WriterProfile.samplesPerDigit {
        profile.learn(
          label, embedding: (0..<profile.dimension).map { _ in Float.random(in: -1...1) + Float(sample) })
      }
    }
    let directory = try TemporaryDirectory()
    let store = HandStore(path: directory.file("hand.json"))
    try store.save(profile)
    #expect(try store.load() == profile)
    let size = try #require(directory.contents("hand.json")).count
    #expect(size < 2 << 20, "\(model.embeddingDimension) floats a sample: \(size) bytes")
  }
}
