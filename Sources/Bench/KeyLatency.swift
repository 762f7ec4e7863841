/// Latency of single keys through the running game: from writing a key's bytes to the terminal until
/// the last byte of the game's redraw for it arrives.
///
/// End of an update: the terminal cursor is `placed` (see `TerminalCursor`) where that key's update
/// leaves it, and nothing more arrives for `settle` seconds. The placement alone is not enough: the
/// kernel hands one write to the reader in pieces, and a digit's update also moves the cursor to the
/// selected cell mid-way, to draw the digit there. The sample ends at the arrival of the last piece;
/// the settle time is not counted.
///
/// Keys go in a cycle that ends where it started; a warm-up pass learns where each key's update leaves
/// the cursor. The running clock redraws by itself once a second, also ending on the selected cell;
/// so keys are only sent within `window` seconds after a clock redraw was seen, when the next one is
/// still far off and cannot join a key's update.
struct KeyLatency {
  let child: PtyChild
  /// Clock redraws come every second; this leaves a margin for one that is late on a busy machine.
  static let window = 0.7
  /// Pieces of one write arrive microseconds apart; this also covers the writer losing its core briefly.
  static let settle = 0.005
  /// A key whose update takes longer than this counts as lost, and the measurement stops.
  static let timeout = 2.0
  private var lastClockRedraw = -Double.infinity

  init(child: PtyChild) {
    self.child = child
  }

  /// Seconds per key, one list per key of `cycle`, over `rounds` turns of the cycle; nil (said why)
  /// when an update could not be seen.
  mutating func measure(cycle: [[UInt8]], rounds: Int) -> [[Double]]? {
    var placements: [TerminalCursor.Position] = []
    for key in cycle {
      child.discardPending()
      child.send(key)
      _ = child.readUntilQuiet(0.2, deadline: Stopwatch.now() + 2)
      guard child.cursor.placed, let position = child.cursor.position else {
        print("  (update for key \(printable(key)) does not end by placing the cursor: not timed)")
        return nil
      }
      placements.append(position)
    }
    var samples = [[Double]](repeating: [], count: cycle.count)
    for _ in 0..<rounds {
      for (step, key) in cycle.enumerated() {
        keepClearOfClock()
        child.discardPending()
        guard let seconds = time(key, until: placements[step]) else {
          print("  (no update for key \(printable(key)) within \(Self.timeout) s: stopped)")
          return nil
        }
        samples[step].append(seconds)
      }
    }
    return samples
  }

  /// Seconds from sending `key` to the last piece of an update that places the cursor at `placement`.
  private func time(_ key: [UInt8], until placement: TerminalCursor.Position) -> Double? {
    let start = Stopwatch.now()
    child.send(key)
    // When the output last left the cursor placed there; nil while it does not.
    var end: Double?
    while let chunk = child.read(deadline: end.map { $0 + Self.settle } ?? start + Self.timeout) {
      if chunk.isEmpty { return end.map { $0 - start } }
      end = child.cursor.placed && child.cursor.position == placement ? Stopwatch.now() : nil
    }
    return nil
  }

  /// Waits for the next clock redraw unless one was seen less than `window` seconds ago.
  private mutating func keepClearOfClock() {
    guard Stopwatch.now() - lastClockRedraw > Self.window else { return }
    child.discardPending()
    // Nothing else draws while no key is pending, so the next output is the clock's; none within
    // 1.5 s means the clock is stopped and there is nothing to keep clear of.
    let seen = child.read(deadline: Stopwatch.now() + 1.5)
    lastClockRedraw = Stopwatch.now()
    if seen?.isEmpty == false { _ = child.readUntilQuiet(Self.settle, deadline: lastClockRedraw + 0.1) }
  }

  private func printable(_ key: [UInt8]) -> String {
    key.map { $0 == 0x1B ? "ESC" : String(UnicodeScalar($0)) }.joined(separator: " ")
  }
}
