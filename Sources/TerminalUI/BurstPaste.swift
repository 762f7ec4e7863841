/// Text pasted where bracketed paste is off (a terminal without it, a multiplexer that drops it) arrives
/// as a burst of characters in one read, faster than anyone types: such a burst is a paste, counted and
/// never typed, and the puzzle it holds, when it holds one, is offered like a bracketed one.
public enum BurstPaste {
  /// A read with at least this many characters in a row is a paste: the fewest givens a puzzle has, and
  /// far more than a hand types between two reads.
  public static let minimumCharacters = 17

  /// The events of one read, with every run of at least `minimumCharacters` typed characters (line
  /// breaks and tabs included) turned into one paste.
  public static func coalesce(_ events: [InputEvent]) -> [InputEvent] {
    var out: [InputEvent] = []
    var run: [UInt8] = []
    var runEvents: [InputEvent] = []
    func endRun() {
      if runEvents.count >= minimumCharacters {
        var paste = BracketedPaste(limit: .max)
        for byte in run { _ = paste.add(byte) }
        out.append(.paste(bytes: paste.bytes, puzzle: paste.puzzle))
      } else {
        out += runEvents
      }
      run = []
      runEvents = []
    }
    for event in events {
      if let bytes = typed(event) {
        run += bytes
        runEvents.append(event)
      } else {
        endRun()
        out.append(event)
      }
    }
    endRun()
    return out
  }

  /// The text a key stands for in pasted text, or nil for a key no paste holds.
  private static func typed(_ event: InputEvent) -> [UInt8]? {
    switch event {
    case .key(.character(let c)): return Array(String(c).utf8)
    case .key(.enter): return [0x0D]
    case .key(.tab): return [0x09]
    default: return nil
    }
  }
}
