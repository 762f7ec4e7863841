import CommandLineParsing
import Foundation
import Glibc
import InkdokuTestSupport
import Testing

@testable import CommandFiles

@Suite struct LineReaderTests {
  static func lines(_ reader: LineReader) throws -> [LineReader.Line] {
    var lines: [LineReader.Line] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  static func text(_ string: String) -> LineReader.Line { .text(Array(string.utf8)[...]) }

  @Test func splitsLinesFromMemory() throws {
    let reader = LineReader(bytes: Array("a\r\n\nbc\nlast".utf8), maxLength: 10)
    #expect(try Self.lines(reader) == [Self.text("a"), Self.text(""), Self.text("bc"), Self.text("last")])
    #expect(reader.lineNumber == 4)
    #expect(try Self.lines(LineReader(bytes: Array("one\n".utf8), maxLength: 10)) == [Self.text("one")])
    #expect(try Self.lines(LineReader(bytes: [], maxLength: 10)).isEmpty)
  }

  @Test func skipsLinesOverTheLimit() throws {
    let reader = LineReader(bytes: Array("short\n0123456789A\nok\n0123456789AB".utf8), maxLength: 10)
    #expect(try Self.lines(reader) == [Self.text("short"), .tooLong, Self.text("ok"), .tooLong])
  }

  /// Lines longer than a read chunk, and lines cut by chunk boundaries, read from a file.
  @Test func readsAFileInChunks() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("lines.txt")
    let long = String(repeating: "x", count: 100_000)
    let huge = String(repeating: "y", count: 300_000)
    var expected: [LineReader.Line] = []
    var content = ""
    for index in 0..<2000 {
      let line = index % 500 == 7 ? long : index % 700 == 3 ? huge : "line \(index)"
      content += line + "\n"
      expected.append(line == huge ? .tooLong : Self.text(line))
    }
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let descriptor = open(path, O_RDONLY)
    let reader = LineReader(descriptor: descriptor, owned: true, maxLength: 200_000)
    #expect(try Self.lines(reader) == expected)
    #expect(reader.lineNumber == 2000)
  }

  /// Input with no line break is given up past the whole-file bound (`/dev/zero` was read forever);
  /// an overlong line that does end is passed over, and the lines after it read.
  @Test func inputWithoutALineBreakStopsAtTheBound() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("endless")
    try Data(repeating: 0x61, count: InputFile.sizeLimit + (1 << 20)).write(to: URL(fileURLWithPath: path))
    let reader = LineReader(descriptor: open(path, O_RDONLY), owned: true, maxLength: 10)
    #expect(try reader.next() == .tooLong, "the line is named as too long once")
    #expect(throws: InputError.Reason.tooLarge(limit: InputFile.sizeLimit)) { try reader.next() }
    let long = [UInt8](repeating: 0x61, count: 1 << 20) + Array("\nok\n".utf8)
    #expect(try Self.lines(LineReader(bytes: long, maxLength: 10)) == [.tooLong, Self.text("ok")])
  }

}
