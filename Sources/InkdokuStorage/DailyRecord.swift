import SudokuKit

/// How the daily puzzles went: how many were solved, the streak of consecutive days, and the last one.
public struct DailyRecord: Equatable, Sendable {
  public var solved: Int
  /// Consecutive days up to today, or up to yesterday while today's is still open; 0 when broken.
  public var currentStreak: Int
  public var bestStreak: Int
  public var last: CompletedGame?

  public init(solved: Int, currentStreak: Int, bestStreak: Int, last: CompletedGame?) {
    self.solved = solved
    self.currentStreak = currentStreak
    self.bestStreak = bestStreak
    self.last = last
  }

  /// The record of the dailies solved among `games`, as of `today`.
  public init(_ games: [CompletedGame], today: CalendarDay) {
    let dailies = games.filter { $0.solved && $0.dailyDay != nil }
    let days = Set(dailies.compactMap { $0.dailyDay?.dayNumber }).sorted()
    solved = days.count
    last = dailies.max { $0.dailyDay!.dayNumber < $1.dailyDay!.dayNumber }
    var best = 0
    var run = 0
    var previous: Int?
    for day in days {
      run = previous == day - 1 ? run + 1 : 1
      best = max(best, run)
      previous = day
    }
    bestStreak = best
    let latest = days.last ?? .min
    currentStreak = latest >= today.dayNumber - 1 ? run : 0
  }
}
