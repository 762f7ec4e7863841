import Foundation

/// How the game's times read, on the panel, in statistics and in replays: `m:ss`, `h:mm:ss` past an hour.
public enum ClockText {
  /// `m:ss`, or `h:mm:ss` from an hour on; seconds are truncated, as a running clock shows them.
  public static func format(_ seconds: Double) -> String {
    let total = seconds.isFinite ? Int(min(max(seconds, 0), GameState.elapsedLimit)) : 0
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return hours > 0
      ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
  }

  /// Seconds read from how a person writes a time: `90`, `12.5`, `1:30` or `1:02:03`; nil for anything
  /// else, negative or not finite.
  public static func seconds(_ text: String) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let last = Double(parts.last!), last.isFinite, last >= 0 else {
      return nil
    }
    // Hours and minutes are whole, and every part after a colon stays under 60, as the clock writes them.
    if parts.count > 1 && last >= 60 { return nil }
    var seconds = 0.0
    for (index, part) in parts.dropLast().enumerated() {
      guard let whole = Int(part), whole >= 0, whole < (index == 0 ? 1_000_000 : 60) else { return nil }
      seconds = seconds * 60 + Double(whole)
    }
    return seconds * 60 + last
  }
}
