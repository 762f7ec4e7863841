import SudokuKit

/// The parameters of the daily puzzle: every player gets the same one on the same calendar day.
///
/// The difficulty follows the week, rising to a weekend challenge:
/// Monday easy, Tuesday and Wednesday medium, Thursday and Friday hard, Saturday expert, Sunday extreme.
public enum DailyPuzzle {
  /// The generator seed for `day`: FNV-1a (64-bit) of `inkdoku-daily-YYYY-MM-DD`. It must never change,
  /// or everyone's daily puzzle would, so it uses no platform or per-process hashing.
  public static func seed(for day: CalendarDay) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in "inkdoku-daily-\(day)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The day's puzzle: seed from the date, level from the weekday.
  public static func generated(for day: CalendarDay) -> (puzzle: GeneratedPuzzle, level: Difficulty) {
    let level = Difficulty(rawValue: difficulty(for: day.weekday)) ?? .medium
    var rng = SeededRandom(seed: seed(for: day))
    return (Generator.generate(difficulty: level, using: &rng), level)
  }

  /// The difficulty label for a daily puzzle on `weekday`.
  public static func difficulty(for weekday: Weekday) -> String {
    switch weekday {
    case .monday: return "easy"
    case .tuesday, .wednesday: return "medium"
    case .thursday, .friday: return "hard"
    case .saturday: return "expert"
    case .sunday: return "extreme"
    }
  }
}
