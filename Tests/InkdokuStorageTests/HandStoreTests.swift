import Foundation
import InkdokuTestSupport
import Recognition
import Testing

@testable import InkdokuStorage

/// The player's hand, `data/inkdoku/hand.json`: it round-trips, is replaced whole, and a file that
/// cannot be used (too large, not JSON, another format) is refused with the reason and left as it is.
@Suite struct HandStoreTests {
  let dir: TemporaryDirectory
  let store: HandStore
  let path: String

  init() throws {
    dir = try TemporaryDirectory()
    path = dir.file("data/inkdoku/hand.json")
    store = HandStore(path: path)
  }

  /// A profile of 256-float embeddings with `perDigit` samples of each label.
  static func profile(perDigit: Int, seed: Float = 0) -> WriterProfile {
    var profile = WriterProfile(
      modelSHA256: String(repeating: "ab", count: 32), dimension: 256,
      created: Date(timeIntervalSince1970: 1e9))
    for label in 0..<WriterProfile.classes {
      for sample in 0..<perDigit {
        let embedding = (0..<256).map { Float($0 + label + sample) * 0.001 + seed }
        profile.learn(label, embedding: embedding)
      }
    }
    return profile
  }

  @Test func aProfileRoundTripsAndAFullOneFitsTheBound() throws {
    #expect(try store.load() == nil)
    let full = Self.profile(perDigit: WriterProfile.samplesPerDigit)
    try store.save(full)
    #expect(try store.load() == full)
    let size = try #require(dir.contents("data/inkdoku/hand.json")).count
    #expect(size < 1 << 20, "a full profile is far below the 4 MB bound: \(size) bytes")
    #expect(mode(path) == 0o600, "private, as every file of the player's")
  }

  /// Written beside and renamed over: the new profile whole, nothing left beside it, and a write that
  /// fails leaves what was there.
  @Test func aSaveReplacesTheFileWholeOrNotAtAll() throws {
    try store.save(Self.profile(perDigit: WriterProfile.samplesPerDigit))
    let small = Self.profile(perDigit: 1, seed: 1)
    try store.save(small)
    #expect(try store.load() == small)
    #expect(try dir.listing("data/inkdoku") == ["hand.json"], "no temporary file is left behind")

    try store.remove()
    try dir.write("keep me", to: "data/inkdoku/hand.json/inside")  // a directory in the way
    let error = #expect(throws: FileError.self) { try store.save(small) }
    #expect(error?.description.hasPrefix("cannot save hand profile to \(path): ") == true)
    #expect(dir.contents("data/inkdoku/hand.json/inside") == Data("keep me".utf8))
    #expect(try dir.listing("data/inkdoku") == ["hand.json"])
  }

  @Test func aFileOverTheBoundIsRefusedUnread() throws {
    try dir.write(String(repeating: " ", count: (4 << 20) + 1), to: "data/inkdoku/hand.json")
    let error = #expect(throws: FileError.self) { try store.load() }
    #expect(error?.reason == .tooLarge(limit: 4 << 20))
    #expect(error?.description.hasPrefix("cannot load hand profile from \(path): larger than ") == true)
    #expect(dir.contents("data/inkdoku/hand.json")?.count == (4 << 20) + 1, "left as it is")
  }

  @Test(arguments: [
    ("", "the file is empty"),
    ("{\"version\":", "not valid JSON"),
    (
      #"{"version":2,"modelSHA256":"m","dimension":4,"samples":[]}"#,
      "profile version 2, this program reads version 1"
    ),
    (#"{"version":1,"modelSHA256":"m","dimension":4,"samples":[]}"#, "0 labels of samples, expected 10"),
  ])
  func unusableContentIsRefusedWithTheReasonAndLeftAsItIs(content: String, reason: String) throws {
    try dir.write(content, to: "data/inkdoku/hand.json")
    let error = #expect(throws: FileError.self) { try store.load() }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("cannot load hand profile from \(path): "), "\(text)")
    #expect(text.contains(reason), "\(text)")
    #expect(dir.contents("data/inkdoku/hand.json") == Data(content.utf8))
    #expect(try dir.listing("data/inkdoku") == ["hand.json"])
  }

  @Test func removeForgetsTheFileAndNoFileIsNoError() throws {
    try store.save(Self.profile(perDigit: 1))
    try store.remove()
    #expect(try store.load() == nil)
    try store.remove()
  }

  /// In the game a hand that cannot be written is said in the message line, with the file's name.
  @Test func aHandTheGameCannotWriteIsANotice() throws {
    try dir.write("not a directory", to: "data")
    let storage = GameStorage(saves: nil, stats: nil, settings: Settings(), hand: store)
    let notice = storage.saveHand(Self.profile(perDigit: 1))
    #expect(notice == "cannot save hand profile to hand.json: Not a directory")
    #expect(dir.contents("data") == Data("not a directory".utf8))
    #expect(
      GameStorage(saves: nil, stats: nil, settings: Settings()).saveHand(Self.profile(perDigit: 1)) == nil)
  }
}
