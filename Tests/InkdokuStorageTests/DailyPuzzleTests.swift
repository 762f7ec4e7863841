import Foundation
import SudokuKit
import Testing

@testable import InkdokuStorage

@Suite struct DailyPuzzleTests {
  private func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
    CalendarDay(year: year, month: month, day: day)!
  }

  @Test func theSeedIsFixedForADay() {
    #expect(DailyPuzzle.seed(for: day(2026, 11, 29)) == DailyPuzzle.seed(for: day(2026, 11, 29)))
    #expect(DailyPuzzle.seed(for: day(2026, 11, 29)) != DailyPuzzle.seed(for: day(2026, 11, 30)))
    // FNV-1a of "inkdoku-daily-2026-11-29", computed independently; this value must never change.
    #expect(DailyPuzzle.seed(for: day(2026, 11, 29)) == 0x1C7E_FE8B_FA51_B566)
    #expect(DailyPuzzle.seed(for: day(2025, 1, 1)) == 0x145F_8CFD_5D80_547A)
  }

  @Test func difficultyRisesThroughTheWeek() {
    let week = Weekday.allCases.map { DailyPuzzle.difficulty(for: $0) }
    #expect(week == ["easy", "medium", "medium", "hard", "hard", "expert", "extreme"])
    #expect(day(2026, 11, 29).weekday == .sunday)
    #expect(day(2026, 11, 30).weekday == .monday)
    #expect(day(2024, 2, 29).weekday == .thursday)
    #expect(day(2000, 1, 1).weekday == .saturday)
  }

  @Test func onlyRealDatesExist() {
    #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
    for (year, month, dayOfMonth) in [
      (2025, 2, 29), (2026, 13, 1), (2026, 4, 31), (2026, 1, 0), (0, 1, 1), (10000, 1, 1),
    ] {
      #expect(CalendarDay(year: year, month: month, day: dayOfMonth) == nil, "\(year)-\(month)-\(dayOfMonth)")
    }
  }

  @Test func theDayDependsOnTheZoneItIsAskedIn() {
    let instant = Date(timeIntervalSince1970: 1_795_969_530)  // 2026-11-29 16:25:30 UTC
    #expect(CalendarDay(instant, in: TimeZone(identifier: "UTC")!) == day(2026, 11, 29))
    #expect(CalendarDay(instant, in: TimeZone(identifier: "Pacific/Auckland")!) == day(2026, 11, 30))
    #expect(CalendarDay(instant, in: TimeZone(secondsFromGMT: -17 * 3600)!) == day(2026, 11, 28))
  }

  @Test func daysAreStoredAsText() throws {
    #expect(try json([day(987, 6, 5)]) == #"["0987-06-05"]"#)
    #expect(
      try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-11-29"]"#.utf8)) == [day(2026, 11, 29)]
    )
    for bad in [#"["2026-11"]"#, #"["2026-02-30"]"#, #"["x-1-1"]"#, #"["2026-11-29-1"]"#, "[20261129]"] {
      #expect(throws: DecodingError.self, "\(bad)") {
        try JSONDecoder().decode([CalendarDay].self, from: Data(bad.utf8))
      }
    }
  }
}
