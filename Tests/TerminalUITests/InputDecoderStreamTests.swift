import Testing

@testable import TerminalUI

extension InputDecoderTests {
  @Suite struct Stream {
    static let samples: [([UInt8], InputEvent)] = [
      (Array(sgr(0, 10, 5).utf8), cellMouse(.left, .press, column: 9, row: 4)),
      (Array(sgr(34, 120, 40, released: true).utf8), cellMouse(.right, .release, column: 119, row: 39)),
      (Array("\u{1B}[?1016;1$y".utf8), .modeReport(mode: 1016, value: 1)),
      ([0x1B, 0x5B, 0x4D, 0x20, 0x2A, 0x25], cellMouse(.left, .press, column: 9, row: 4)),
      (Array("\u{1B}[200~1\u{1B}[A2\u{1B}[201~".utf8), .paste(bytes: 5)),
      (Array("\u{1B}[3;5~".utf8), .key(.delete)),
      (Array("\u{1B}OP".utf8), .key(.function(1))),
      ([0xF0, 0x9F, 0x99, 0x82], .key(.character("\u{1F642}"))),
    ]

    @Test(arguments: samples)
    func splitAtEveryByteBoundaryDecodesTheSame(_ bytes: [UInt8], _ kind: InputEvent) {
      for split in 1..<bytes.count {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(bytes[..<split]), now: 1).isEmpty, "split at \(split)")
        #expect(decoder.hasPending)
        #expect(
          decoder.feed(Array(bytes[split...]), now: 1.03) == [kind],
          "split at \(split)")
        #expect(!decoder.hasPending)
      }
    }

    @Test(arguments: samples)
    func oneByteAtATimeDecodesOnce(_ bytes: [UInt8], _ kind: InputEvent) {
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      for (index, byte) in bytes.enumerated() {
        events += decoder.feed(.byte(byte), now: 1 + Double(index) * 0.04)
      }
      #expect(events == [kind])
    }

    @Test func anEventComesWithTheInputThatCompletesIt() {
      var decoder = InputDecoder()
      var events = decoder.feed("a", now: 1)
      events += decoder.feed("\u{1B}[<0;1", now: 2)
      events += decoder.feed("0;5M\u{1B}", now: 2.03)
      events += decoder.flush(now: 2.05)
      events += decoder.flush(now: 4)
      #expect(
        events == [
          InputEvent.key(.character("a")),
          cellMouse(.left, .press, column: 9, row: 4),
          InputEvent.key(.escape),
        ])
    }

    @Test func reportsAndTypingInterleavedAtRandomDecodeExactly() {
      var random = TestRandom(state: 0x1234_5678)
      var text = ""
      var expected: [InputEvent] = []
      for _ in 0..<2000 {
        if Bool.random(using: &random) {
          let character = Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
          text.append(character)
          expected.append(.key(.character(character)))
        } else {
          let button = Int.random(in: 0...2, using: &random)
          let phase = [MousePhase.press, .drag, .release].randomElement(using: &random)!
          let (x, y) = (Int.random(in: 1...500, using: &random), Int.random(in: 1...200, using: &random))
          text += sgr(button + (phase == .drag ? 32 : 0), x, y, released: phase == .release)
          expected.append(cellMouse([.left, .middle, .right][button], phase, column: x - 1, row: y - 1))
        }
      }
      #expect(decode(text) == expected)
    }
  }

  @Suite struct Fuzz {
    /// Bytes that steer the parser into its sequence states more often than uniform noise would.
    static let structural = Array("\u{1B}[<;?$~OPM]m\\0123456789".utf8) + [0x07, 0x0D, 0xC3, 0xE6, 0x95]

    @Test func randomInputNeverCrashesAndAlwaysSettles() {
      var random = TestRandom(state: 0xDEAD_BEEF)
      var decoder = InputDecoder(reportOrigin: 0)
      var now = 0.0
      var mice = 0
      for step in 0..<100_000 {
        now +=
          Int.random(in: 0..<10, using: &random) == 0 ? Double.random(in: 0...0.2, using: &random) : 0.001
        let events: [InputEvent]
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<3: events = decoder.flush(now: now)
        case 3..<6: events = decoder.feed(.key(.function(step % 12 + 1)), now: now)
        case 6..<50: events = decoder.feed(.byte(Fuzz.structural.randomElement(using: &random)!), now: now)
        default: events = decoder.feed(.byte(UInt8.random(in: 0...255, using: &random)), now: now)
        }
        #expect(decoder.hasPending == (decoder.pendingDeadline != nil))
        if let deadline = decoder.pendingDeadline { #expect(deadline > now) }
        for event in events {
          switch event {
          case .mouse(let report):
            mice += 1
            #expect(report.x >= 0 && report.y >= 0)
          case .paste(let bytes, _): #expect((0...decoder.maxPasteBytes).contains(bytes))
          default: break
          }
        }
      }
      _ = decoder.flush(now: now + 10)
      #expect(!decoder.hasPending)
      // Only a flush gives up a partial sequence, so noise between flushes can now and then complete one.
      #expect(mice <= 10, "uniform noise rarely forms a whole SGR report: \(mice) in 100,000 inputs")
    }

    /// Digits occur only inside mouse reports here, each either whole, truncated, missing a byte, or with a
    /// byte replaced by one that cannot end a sequence. The `ESC [ <` start is kept: without it the digits
    /// would be plain typing. Whatever the damage, no digit may come out as a key.
    @Test func digitsInsideBrokenMouseReportsNeverBecomeKeys() {
      var random = TestRandom(state: 0xC0FF_EE11)
      let keyBytes = (0x01...0x7F).map(UInt8.init).filter { $0 != 0x1B && !(0x30...0x39).contains($0) }
      let filler = (0x00...0xFF).map(UInt8.init).filter { $0 != 0x1B && !(0x40...0x7E).contains($0) }
      var decoder = InputDecoder()
      var now = 0.0
      var reports = 0
      var events: [InputEvent] = []
      for _ in 0..<20_000 {
        now += 0.001
        var bytes: [UInt8]
        if Int.random(in: 0..<3, using: &random) == 0 {
          bytes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            keyBytes.randomElement(using: &random)!
          }
        } else {
          reports += 1
          let code = [0, 1, 2, 3, 32, 34, 35, 64, 65].randomElement(using: &random)!
          let x = Int.random(in: 1...500, using: &random)
          let y = Int.random(in: 1...200, using: &random)
          bytes = Array(sgr(code, x, y, released: Bool.random(using: &random)).utf8)
          let damaged = Int.random(in: 3..<bytes.count, using: &random)
          switch Int.random(in: 0..<4, using: &random) {
          case 0: bytes.removeSubrange(damaged...)
          case 1: bytes.remove(at: damaged)
          case 2: bytes[damaged] = filler.randomElement(using: &random)!
          default: break
          }
        }
        events += decoder.feed(bytes, now: now)
      }
      events += decoder.flush(now: now + 1)
      let digits = events.filter {
        if case .key(.character(let c)) = $0 { c.isASCII && c.isNumber } else { false }
      }
      #expect(digits.isEmpty)
      let mice = events.filter { if case .mouse = $0 { true } else { false } }
      #expect(mice.count > reports / 5)
      #expect(mice.count <= reports)
    }
  }
}

@Suite struct InputDecoderResizeTests {
  @Test func resizePassesThroughWithoutBreakingAPartialReport() {
    var d = InputDecoder()
    var events: [InputEvent] = []
    for b in Array("\u{1B}[<0;5".utf8) { events += d.feed(.byte(b), now: 1) }
    events += d.feed(.resize(columns: 100, rows: 30), now: 1.01)
    for b in Array(";3M".utf8) { events += d.feed(.byte(b), now: 1.02) }
    #expect(events.count == 2)
    #expect(events[0] == InputEvent.terminal(.size(columns: 100, rows: 30)))
    guard case .mouse(let report) = events[1] else {
      Issue.record("expected a mouse report, got \(events[1])")
      return
    }
    #expect(report.x == 4 && report.y == 2 && report.phase == .press)
  }
}
