/// A day of the week, numbered as in ISO 8601.
public enum Weekday: Int, CaseIterable, Sendable {
  case monday = 1
  case tuesday, wednesday, thursday, friday, saturday, sunday
}
