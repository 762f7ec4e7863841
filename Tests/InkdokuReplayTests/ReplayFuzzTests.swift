import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuReplay
@testable import SudokuKit

/// Random and mutated replay files never crash the reader or the player: each either replays or is
/// refused with a line number inside the file.
@Suite struct ReplayFuzzTests {
  static let values = [
    "-1", "0", "1e308", "-1e308", "1e-300", "99999999999", "-99999999999", "9223372036854775807", "1e6",
    "1000001", "\"\"", "null", "true", "[]", "{}", "[1]", "[1,2,3]", "\"\\u001b[2J\"", "0.5", "81",
  ]

  @Test func randomAndMutatedFilesAreReadOrRefusedWithALine() async throws {
    let directory = try TemporaryDirectory()
    _ = try await ReplayPlayerTests.recordSession(to: directory.file("s.jsonl"))
    let valid = try #require(directory.contents("s.jsonl"))
    var rng = SeededRandom(seed: 2024)
    var outcomes = (read: 0, refused: 0)
    for round in 0..<2000 {
      let data = round % 10 == 0 ? Self.random(using: &rng) : Self.mutate(valid, using: &rng)
      let lineCount = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
      do {
        let recording = try ReplayReader.read(data)
        var player = ReplayPlayer(header: recording.header)
        for (line, _) in recording.lines { player.play(line) }
        _ = player.summary(warnings: recording.warnings).json
        outcomes.read += 1
      } catch {
        #expect((1...max(1, lineCount)).contains(error.line), "round \(round): \(error)")
        outcomes.refused += 1
      }
    }
    // Both paths were taken many times, so the mutations are neither all fatal nor all harmless.
    #expect(outcomes.read > 100)
    #expect(outcomes.refused > 100)
  }

  static func random(using rng: inout SeededRandom) -> Data {
    let count = Int.random(in: 0..<400, using: &rng)
    let alphabet = Array("{}[]\":,0123456789.-etrufalsn \n\\abcxyz".utf8)
    return Data((0..<count).map { _ in alphabet.randomElement(using: &rng)! })
  }

  /// One to three edits of a valid file: flipped bytes, cuts, lines dropped, repeated or swapped,
  /// and numbers or values replaced by extreme ones.
  static func mutate(_ valid: Data, using rng: inout SeededRandom) -> Data {
    var lines = valid.split(separator: UInt8(ascii: "\n")).map { Data($0) }
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let i = Int.random(in: 0..<lines.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0 where !lines[i].isEmpty:
        let at = lines[i].startIndex + Int.random(in: 0..<lines[i].count, using: &rng)
        lines[i][at] = UInt8.random(in: 0...255, using: &rng)
      case 1: lines[i] = lines[i].prefix(Int.random(in: 0...lines[i].count, using: &rng))
      case 2 where lines.count > 1: lines.remove(at: i)
      case 3: lines.insert(lines[i], at: Int.random(in: 0...lines.count, using: &rng))
      case 4: lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
      default: lines[i] = replaceValue(in: lines[i], using: &rng)
      }
    }
    return Data(lines.map { $0 + Data("\n".utf8) }.joined())
  }

  /// The line with one number, or the value after one colon, replaced by an extreme value.
  static func replaceValue(in line: Data, using rng: inout SeededRandom) -> Data {
    let text = String(decoding: line, as: UTF8.self)
    let colons = text.indices.filter { text[$0] == ":" }
    guard let colon = colons.randomElement(using: &rng) else { return line }
    let start = text.index(after: colon)
    let end = text[start...].firstIndex { ",}]".contains($0) } ?? text.endIndex
    let value = values.randomElement(using: &rng)!
    return Data((text[..<start] + value + text[end...]).utf8)
  }
}
