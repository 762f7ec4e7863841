import Testing

@testable import SudokuKit

@Suite struct ClockTextTests {
  @Test(arguments: [
    ("90", 90.0), ("12.5", 12.5), ("0", 0), ("1:30", 90), ("0:05.5", 5.5), ("1:02:03", 3723),
  ])
  func readsSecondsAndClockTimes(text: String, seconds: Double) {
    #expect(ClockText.seconds(text) == seconds)
  }

  @Test(arguments: ["", "-1", "1:60", "1:75:00", "a", "1::2", "1:2:3:4", "inf", "nan", ":30", "1.5:00"])
  func refusesWhatIsNoTime(text: String) {
    #expect(ClockText.seconds(text) == nil)
  }

  @Test func readsBackWhatItWrites() {
    for seconds in [0.0, 59, 61, 3599, 3600, 7384] {
      #expect(ClockText.seconds(ClockText.format(seconds)) == seconds)
    }
  }
}
