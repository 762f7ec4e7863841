import Foundation

/// A date on the Gregorian calendar, without a time or a zone: what a daily puzzle belongs to.
public struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Nil unless the date exists (no February 30) and the year has four digits.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year),
      let date = Self.calendar.date(from: .init(year: year, month: month, day: day))
    else { return nil }
    let check = Self.calendar.dateComponents([.year, .month, .day], from: date)
    guard check.year == year && check.month == month && check.day == day else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `date` falls on in `timeZone`. Always Gregorian, so a player whose locale uses another
  /// calendar still gets everyone else's daily puzzle.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Self.calendar
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    year = parts.year!
    month = parts.month!
    day = parts.day!
  }

  /// `2026-11-29`.
  public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

  public var weekday: Weekday {
    // Foundation counts from Sunday = 1; ISO 8601 from Monday = 1.
    let sundayFirst = Self.calendar.component(.weekday, from: Self.calendar.date(from: components)!)
    return Weekday(rawValue: (sundayFirst + 5) % 7 + 1)!
  }

  /// Days since 1970-01-01: consecutive days differ by one, whatever the month or year.
  public var dayNumber: Int {
    Self.calendar.dateComponents([.day], from: Self.epoch, to: Self.calendar.date(from: components)!).day!
  }

  private var components: DateComponents { DateComponents(year: year, month: month, day: day) }

  private static let epoch = calendar.date(from: DateComponents(year: 1970, month: 1, day: 1))!

  /// Gregorian in UTC: day arithmetic with no zone to shift it.
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}

extension CalendarDay: Codable {
  /// Stored as `"2026-11-29"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      let parsed = CalendarDay(year: year, month: month, day: day)
    else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a YYYY-MM-DD date")
    }
    self = parsed
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
