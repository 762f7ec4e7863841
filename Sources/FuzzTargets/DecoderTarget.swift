import Foundation
import TerminalUI

/// Terminal bytes through `InputDecoder`, the way the game loop feeds it: byte by byte, with the stream
/// now and then cut by an idle gap (partial sequences expire), a key ncurses decoded, or a resize.
enum DecoderTarget {
  /// Cuts come every `length % cutPeriod` bytes, so the fuzzer moves them by growing or shrinking the input.
  private static let cutPeriod = 16
  /// Far past every timeout, so the last flush leaves nothing pending.
  private static let idleGap = 10.0

  static func run(_ data: Data) -> Bool {
    // Cell reports and kitty's pixels, which count from 0, the fuzzer choosing by the input's length.
    var decoder = InputDecoder(reportOrigin: data.count % 2 == 0 ? 1 : 0)
    let stride = data.count % cutPeriod
    var now = 0.0
    var events = 0
    for (index, byte) in data.enumerated() {
      now += 0.001
      if stride > 1, index > 0, index % stride == 0 {
        switch index / stride % 3 {
        case 0:
          now = max(now, decoder.pendingDeadline ?? now)
          events += check(decoder.flush(now: now), decoder)
        case 1: events += check(decoder.feed(.key(.up), now: now), decoder)
        default: events += check(decoder.feed(.resize(columns: 80, rows: 24), now: now), decoder)
        }
      }
      events += check(decoder.feed(.byte(byte), now: now), decoder)
    }
    now += idleGap
    events += check(decoder.flush(now: now), decoder)
    precondition(!decoder.hasPending, "a partial sequence outlived every timeout")
    return events > 0
  }

  /// Checks what the decoder promises of `events` and counts them.
  private static func check(_ events: [InputEvent], _ decoder: InputDecoder) -> Int {
    for event in events {
      switch event {
      case .paste(let bytes, let puzzle):
        precondition((0...decoder.maxPasteBytes).contains(bytes), "paste size \(bytes) out of range")
        precondition(
          puzzle.map {
            ($0.utf8.count == 81 || $0.split(separator: "\n").count == 9) && bytes >= $0.utf8.count
          }
            ?? true, "a pasted puzzle is neither 81 cells nor 9 rows")
      case .mouse(let report):
        precondition(report.x >= 0 && report.y >= 0, "mouse position is negative")
      case .key, .terminal, .modeReport, .focus:
        break
      }
    }
    return events.count
  }
}
