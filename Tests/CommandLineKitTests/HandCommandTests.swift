import Foundation
import InkdokuStorage
import InkdokuTestSupport
import ModelLoading
import Recognition
import Testing

@testable import CommandLineKit

/// `inkdoku hand` shows the learned hand, and `--forget` deletes it; a file that cannot be used is
/// named with the reason and left as it is.
@Suite struct HandCommandTests {
  typealias Home = GameStartHandTests.Home

  /// `inkdoku hand ARGUMENTS` in `home`, with its model installed unless `model` is false.
  static func hand(_ arguments: [String], _ home: Home, model: Bool = true) async -> RunResult {
    let modelPath = model ? home.directory.file("model.inkm") : home.directory.file("none.inkm")
    let command = HandCommand(
      environment: home.environment,
      locator: ModelLocator(environment: ["INKDOKU_MODEL": modelPath], executablePath: nil),
      timeZone: TimeZone(identifier: "UTC")!)
    return await inkdoku(["hand"] + arguments, commands: [command])
  }

  /// Three 7s, a 1 and two scribbles, begun 2001-09-09 01:46:40 UTC.
  static func profile(_ home: Home, sha256: String? = nil) -> WriterProfile {
    var profile = home.learned(sha256: sha256)
    let embedding = Array(repeating: Float(0.25), count: profile.dimension)
    for label in [7, 7, 1, 0, 0] { profile.learn(label, embedding: embedding) }
    return profile
  }

  @Test func withoutAFileItSaysNothingIsLearnedAndHow() async throws {
    let home = try Home()
    let result = await Self.hand([], home)
    #expect(result.status == 0 && result.errors == "")
    #expect(result.output.hasPrefix("The pencil has learned nothing of your hand yet (\(home.handFile) "))
    #expect(result.output.contains("the digits you write and keep and from those you correct"))
    #expect(result.output.contains("Learning is on"))
  }

  @Test func aProfileShowsItsCountsSinceWhenItsModelAndTheSetting() async throws {
    let home = try Home()
    try home.save(Self.profile(home))
    try home.write(#"{"learnHand": false}"#, to: "config/inkdoku/settings.json")
    let result = await Self.hand([], home)
    #expect(result.status == 0 && result.errors == "")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Your hand, as the pencil learned it: \(home.handFile)")
    #expect(lines.contains("Learned since 2001-09-09 01:46."))
    #expect(lines.contains("Samples per digit (the newest 32 of each are kept):"))
    #expect(lines.contains("  digit     1   2   3   4   5   6   7   8   9"))
    #expect(lines.contains("  learned   1   0   0   0   0   0   3   0   0"))
    #expect(lines.contains("  not a digit (circles, scribbles): 2"))
    #expect(lines.contains("6 samples in all (at most 320)."))
    #expect(lines.contains { $0.hasPrefix("It belongs to the installed model (") })
    #expect(lines.last?.hasPrefix("Learning is off") == true)
  }

  @Test func aProfileOfAnotherModelOrWithoutOneSaysWhatBecomesOfIt() async throws {
    let home = try Home()
    try home.save(Self.profile(home, sha256: "0123456789abcdef"))
    let other = await Self.hand([], home)
    #expect(other.status == 0)
    #expect(
      other.output.contains("It was learned with another model (sha256 0123456789ab, not the installed"))
    #expect(other.output.contains("the next game learns your hand afresh and replaces it"))
    let missing = await Self.hand([], home, model: false)
    #expect(missing.status == 0)
    #expect(missing.output.contains("No model to use it with (model \(home.directory.file("none.inkm")): "))
    #expect(missing.output.contains("the hand is kept as it is"))
  }

  @Test func anUnusableFileIsNamedWithTheReasonAndLeftAsItIs() async throws {
    let home = try Home()
    try home.write("{\"version\": 1", to: "data/inkdoku/hand.json")
    let result = await Self.hand([], home)
    #expect(result.status == 2 && result.output == "")
    #expect(
      result.errors
        == "inkdoku: cannot load hand profile from \(home.handFile): not valid JSON; the pencil reads with "
        + "the model alone; 'inkdoku hand --forget' deletes it\n")
    #expect(home.directory.contents("data/inkdoku/hand.json") == Data("{\"version\": 1".utf8))
  }

  @Test func forgetDeletesTheFileAndSaysWhatWasForgotten() async throws {
    let home = try Home()
    try home.save(Self.profile(home))
    let result = await Self.hand(["--forget"], home)
    #expect(result.status == 0 && result.errors == "")
    #expect(
      result.output == "Forgot 6 samples: \(home.handFile) is deleted. The pencil learns your hand afresh.\n")
    #expect(!FileManager.default.fileExists(atPath: home.handFile))
    let again = await Self.hand(["--forget"], home)
    #expect(again.status == 0)
    #expect(again.output.hasPrefix("Nothing to forget: the pencil has learned nothing of your hand"))
  }

  @Test func forgetDeletesAnUnusableFileToo() async throws {
    let home = try Home()
    try home.write("not json", to: "data/inkdoku/hand.json")
    let result = await Self.hand(["--forget"], home)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Forgot a hand that could not be read (not valid JSON): "))
    #expect(!FileManager.default.fileExists(atPath: home.handFile))
  }

  /// Issue 41, item 6: a folder where the file goes is never offered to `--forget`, which deletes only a
  /// file, and `--forget` leaves it with the same words.
  @Test func aFolderInPlaceOfTheFileIsLeftToThePlayer() async throws {
    let home = try Home()
    try home.write("", to: "data/inkdoku/hand.json/inside")
    let shown = await Self.hand([], home)
    #expect(shown.status == 2 && shown.output == "")
    #expect(
      shown.errors
        == "inkdoku: cannot load hand profile from \(home.handFile): not a regular file; the pencil reads "
        + "with the model alone; it is not a file Inkdoku wrote: move it away\n")
    let result = await Self.hand(["--forget"], home)
    #expect(result.status == 1 && result.output == "")
    #expect(
      result.errors
        == "inkdoku: \(home.handFile) is not a file Inkdoku wrote (not a regular file): it is left as it is; "
        + "move it away\n")
    #expect(FileManager.default.fileExists(atPath: home.directory.file("data/inkdoku/hand.json/inside")))
  }
}
