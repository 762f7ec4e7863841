import Foundation

/// How the game's times read, on the panel, in statistics and in replays: `m:ss`, `h:mm:ss` past an hour.
public enum ClockText {
  /// `m:ss`, or `h:mm:ss` from an hour on; seconds are truncated, as a running clock shows them.
  public static func format(_ seconds: Double) -> String {
    let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e9)) : 0
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return hours > 0
      ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
  }
}
