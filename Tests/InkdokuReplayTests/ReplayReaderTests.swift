import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuReplay

@Suite struct ReplayReaderTests {
  @Test func readsAHeaderAndItsLines() throws {
    let recording = try ReplayReader.read(ReplayText.file(#"{"t":0,"tick":true}"#, #"{"t":0.5,"key":"up"}"#))
    #expect(recording.lines.map(\.number) == [2, 3])
    #expect(recording.lines.map(\.line.time) == [0, 0.5])
    #expect(recording.warnings.isEmpty)
    #expect(recording.header.terminal.cols == 100)
  }

  @Test func feedingByteByByteReadsTheSame() throws {
    let data = ReplayText.file(#"{"t":0,"tick":true}"#, #"{"t":0.5,"key":"up"}"#, #"{"t":1,"key":"7"}"#)
    var reader = ReplayReader()
    var numbers: [Int] = []
    for byte in data { numbers += try reader.feed(Data([byte])).map(\.number) }
    numbers += try reader.finish().map(\.number)
    #expect(numbers == [2, 3, 4])
  }

  @Test(arguments: [
    (
      #"{"format":"other","version":1}"#,
      #"line 1: not an Inkdoku replay (format "other", expected "inkdoku-replay")"#
    ),
    (#"{"version":1}"#, #"line 1: not an Inkdoku replay (no format, expected "inkdoku-replay")"#),
    ("hello", "line 1: not valid JSON"),
  ])
  func refusesAForeignHeader(header: String, message: String) {
    #expect(ReplayText.problem(Data((header + "\n").utf8))?.description == message)
  }

  @Test func refusesAnotherVersion() {
    let next = ReplayHeader.version + 1
    let header = ReplayText.header.replacingOccurrences(
      of: #""version":\#(ReplayHeader.version)"#, with: #""version":\#(next)"#)
    #expect(header != ReplayText.header)
    #expect(
      ReplayText.problem(Data((header + "\n").utf8))?.description
        == "line 1: replay version \(next) is not supported (this inkdoku reads versions 1 to \(ReplayHeader.version))"
    )
  }

  @Test func refusesAModelThatIsNotADigest() {
    let header = ReplayText.header.replacingOccurrences(of: #""model":null"#, with: #""model":"\u009b2J""#)
    #expect(
      ReplayText.problem(Data((header + "\n").utf8))?.description
        == #"line 1: model "\u{9B}2J" is not a sha256 in lowercase hex"#)
  }

  @Test func refusesAbsurdCountsInTheHeader() {
    let header = ReplayText.header.replacingOccurrences(
      of: #""mistakes":0"#, with: #""mistakes":99999999999"#)
    #expect(
      ReplayText.problem(Data((header + "\n").utf8))?.description
        == "line 1: mistakes 99999999999 is outside 0…1000000000")
  }

  @Test(arguments: [
    ([#"{"t":0,"tick":true}"#, "garbage"], "line 3: not valid JSON"),
    ([#"{"t":NaN,"tick":true}"#], "line 2: not valid JSON"),
    ([#"{"t":-1,"tick":true}"#], "line 2: time -1.0 is outside 0…100000000 s"),
    ([#"{"t":1e12,"tick":true}"#], "line 2: time 1000000000000.0 is outside 0…100000000 s"),
    (
      [#"{"t":2,"tick":true}"#, #"{"t":1,"key":"up"}"#], "line 3: time 1.0 is before the previous line's 2.0"
    ),
    ([#"{"t":1,"key":"nope"}"#], "line 2: key: unknown key nope"),
    (
      [#"{"t":1}"#],
      "line 2: expected exactly one event kind of key, mouse, resize, paste, pastedPuzzle, modeReport, tick, "
        + "newPuzzle, statsText, cellSize, notice, recognized, newBest, reportUnit, completed, hand, focus; found 0"
    ),
    ([#"{"key":"up"}"#], #"line 2: missing "t""#),
    (["", #"{"t":1,"tick":true}"#], "line 2: empty line"),
    ([#"{"t":1,"tick":false}"#], "line 2: tick: a tick is written as true"),
    (
      [#"{"t":1,"mouse":{"b":"left","p":"drag","x":10000000,"y":0}}"#],
      "line 2: mouse position (10000000, 0) is far off any screen"
    ),
    ([#"{"t":1,"resize":[0,32]}"#], "line 2: terminal size 0×32 is outside 1…1000"),
    ([#"{"t":1,"resize":[100]}"#], "line 2: resize: expected 2 numbers, got 1"),
    ([#"{"t":1,"cellSize":[9,0.5]}"#], "line 2: cell size 9.0×0.5 px is outside 1…1000"),
    ([#"{"t":1,"paste":-4}"#], "line 2: paste size -4 is outside 0…1000000000"),
    (
      [#"{"t":1,"pastedPuzzle":{"bytes":3,"puzzle":"5x3"}}"#],
      "line 2: the pasted puzzle is neither 81 cells nor a pencil-mark grid"
    ),
    ([#"{"t":1,"pastedPuzzle":{"bytes":81}}"#], #"line 2: missing "pastedPuzzle.puzzle""#),
    (
      [
        #"{"t":1,"final":{"grid":"","entries":"","notes":{},"mistakes":0,"hints":0,"solved":false,"elapsed":0}}"#,
        #"{"t":2,"tick":true}"#,
      ],
      "line 3: nothing may follow the final state on line 2"
    ),
  ])
  func refusesABadLineWithItsNumber(lines: [String], message: String) {
    let data = Data(([ReplayText.header] + lines).map { $0 + "\n" }.joined().utf8)
    #expect(ReplayText.problem(data)?.description == message)
  }

  @Test func refusesAnEmptyFile() {
    #expect(ReplayText.problem(Data())?.description == "line 1: the file is empty: no replay header")
  }

  @Test func controlCharactersInAReasonAreSpelledOut() throws {
    let problem = try #require(ReplayText.problem(ReplayText.file(#"{"t":1,"key":"\u001b[2J"}"#)))
    #expect(!problem.description.unicodeScalars.contains { $0.value == 0x1B })
    #expect(problem.description == #"line 2: key: unknown key \u{1B}[2J"#)
  }

  @Test func refusesAHugeLineAsSoonAsItPassesTheLimit() throws {
    var reader = ReplayReader()
    _ = try reader.feed(Data((ReplayText.header + "\n").utf8))
    let megabyte = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    _ = try reader.feed(megabyte)
    #expect(throws: ReplayProblem(line: 2, "longer than 1048576 bytes")) { try reader.feed(Data("y".utf8)) }
  }

  @Test func aCutOffLastLineIsAWarning() throws {
    var data = ReplayText.file(#"{"t":0,"tick":true}"#)
    data.append(Data(#"{"t":0.5,"key":"u"#.utf8))
    let recording = try ReplayReader.read(data)
    #expect(recording.lines.map(\.number) == [2])
    #expect(
      recording.warnings.map(\.description) == [
        "line 3: incomplete last line ignored (the recording was cut off)"
      ])
  }

  @Test func aWholeLastLineWithoutItsLineFeedCounts() throws {
    var data = ReplayText.file(#"{"t":0,"tick":true}"#)
    data.append(Data(#"{"t":0.5,"key":"up"}"#.utf8))
    let recording = try ReplayReader.read(data)
    #expect(recording.lines.map(\.number) == [2, 3])
    #expect(recording.warnings.isEmpty)
  }

  @Test func aCutOffHeaderIsAnError() {
    let header = Data(ReplayText.header.utf8)
    #expect(ReplayText.problem(header.prefix(header.count / 2))?.description == "line 1: not valid JSON")
  }
}
