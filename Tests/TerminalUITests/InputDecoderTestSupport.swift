import Testing

@testable import TerminalUI

/// Groups every decoder suite under one name, so `swift test --filter InputDecoderTests` runs them all.
@Suite struct InputDecoderTests {}

extension InputDecoder {
  /// Feeds bytes one at a time, all at `now`, as one `read()` would deliver them.
  mutating func feed(_ bytes: [UInt8], now: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes { events += feed(.byte(byte), now: now) }
    return events
  }

  mutating func feed(_ text: String, now: Double) -> [InputEvent] {
    feed(Array(text.utf8), now: now)
  }
}

/// What a fresh decoder makes of `bytes` fed at once, without any flush.
func decode(_ bytes: [UInt8], reportOrigin: Int = 1) -> [InputEvent] {
  var decoder = InputDecoder(reportOrigin: reportOrigin)
  return decoder.feed(bytes, now: 1)
}

func decode(_ text: String, reportOrigin: Int = 1) -> [InputEvent] {
  decode(Array(text.utf8), reportOrigin: reportOrigin)
}

/// The events for typing `text` character by character.
func typed(_ text: String) -> [InputEvent] {
  text.map { .key(.character($0)) }
}

/// An SGR (1006/1016) mouse report as xterm encodes it.
func sgr(_ code: Int, _ x: Int, _ y: Int, released: Bool = false) -> String {
  "\u{1B}[<\(code);\(x);\(y)\(released ? "m" : "M")"
}

/// A mouse event at a 0-based cell (or pixel).
func cellMouse(
  _ button: MouseButton, _ phase: MousePhase, column: Int, row: Int, shift: Bool = false, alt: Bool = false,
  control: Bool = false
) -> InputEvent {
  .mouse(
    MouseReport(button: button, phase: phase, x: column, y: row, shift: shift, alt: alt, control: control))
}

/// A fixed-seed xorshift64 generator, so the fuzz tests replay the same input on every run (SudokuKit's
/// SeededRandom is out of this test target's reach).
struct TestRandom: RandomNumberGenerator {
  /// Must not be zero.
  var state: UInt64

  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
