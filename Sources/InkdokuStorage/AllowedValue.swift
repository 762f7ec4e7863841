/// What one key of the settings file accepts, as the check tests it and a message words it.
indirect enum AllowedValue: Sendable {
  /// One of these strings.
  case choice([String])
  case bool
  /// `true`, `false`, or `null` for "decide for me".
  case boolOrNull
  /// A number from `least` up to `most` (no limit when nil); `whole` refuses fractions.
  case number(least: Double, most: Double?, whole: Bool)
  /// An object whose own keys are checked against these.
  case object([String: AllowedValue])

  /// The strings of an enumeration's cases, in their declared order.
  static func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> AllowedValue
  where T.RawValue == String {
    .choice(type.allCases.map(\.rawValue))
  }

  /// Whether `value` is of the right kind and within range; an object's members are checked apart.
  func allows(_ value: JSONValue) -> Bool {
    switch (self, value) {
    case (.choice(let names), .string(let name)): return names.contains(name)
    case (.bool, .bool), (.boolOrNull, .bool), (.boolOrNull, .null), (.object, .object): return true
    case (.number(let least, let most, let whole), .number(let number)):
      return number >= least && number <= (most ?? .infinity) && (!whole || number == number.rounded())
    default: return false
    }
  }
}

extension AllowedValue: CustomStringConvertible {
  /// "\"auto\", \"always\", \"off\"", "true or false", "a number from 0 to 1".
  var description: String {
    switch self {
    case .choice(let names): return names.map { "\"\($0)\"" }.joined(separator: ", ")
    case .bool: return "true or false"
    case .boolOrNull: return "true, false or null"
    case .number(let least, let most, let whole):
      let kind = whole ? "a whole number" : "a number"
      let from = JSONValue.number(least).quoted
      return most.map { "\(kind) from \(from) to \(JSONValue.number($0).quoted)" }
        ?? "\(kind) of \(from) or more"
    case .object: return "an object of settings"
    }
  }
}
