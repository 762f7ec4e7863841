import Preferences
import SafeText
import SudokuKit

/// Every key `settings.json` may hold and what each allows. The file is checked against it before it
/// is read, so a typo in a key or a value is named with what would have been right, instead of being
/// ignored or reported in the decoder's terms.
enum SettingsSchema {
  static let keys: [String: AllowedValue] = [
    "asciiOnly": .boolOrNull,
    "recordReplays": .bool,
    "pad": .choice(PadMode.self),
    "check": .choice(CheckMode.self),
    "mistakeLimit": .number(least: 0, most: Double(GameRules.maxMistakeLimit), whole: true),
    "candidates": .choice(CandidateMode.self),
    "autoRemove": .bool,
    "colours": .choice(ColourChoice.self),
    "showTimer": .bool,
    "learnHand": .bool,
    "pauseWhenLeft": .bool,
    "pencil": .object(pencilKeys),
  ]

  /// The `pencil` object: `InkSettings`, whose distances and times are never negative and whose
  /// confidences are at most 1.
  static let pencilKeys: [String: AllowedValue] = [
    "tapMaxDiagonal": distance, "tapMaxDuration": distance, "groupDebounce": distance,
    "farDistance": distance, "nearGroupMargin": distance,
    "acceptThresholdNormal": confidence, "acceptThresholdNotes": confidence, "conflictThreshold": confidence,
    "boardConfidence": .bool,
  ]

  private static let distance = AllowedValue.number(least: 0, most: nil, whole: false)
  private static let confidence = AllowedValue.number(least: 0, most: 1, whole: false)

  /// What is wrong with `document` as a settings file; empty when every key and value is allowed.
  static func problems(in document: JSONValue) -> [SettingsProblem] {
    guard case .object(let members) = document else { return [.notAnObject(document)] }
    return problems(in: members, against: keys, prefix: "")
  }

  private static func problems(
    in members: [String: JSONValue], against allowed: [String: AllowedValue], prefix: String
  ) -> [SettingsProblem] {
    let known = allowed.keys.sorted()
    return members.keys.sorted().flatMap { name -> [SettingsProblem] in
      let value = members[name] ?? .null
      guard let rule = allowed[name] else {
        let suggestion = Suggestion.closest(to: name, among: known)
        return [
          .unknownKey(
            prefix + name, suggestion: suggestion.map { prefix + $0 }, known: known.map { prefix + $0 })
        ]
      }
      guard rule.allows(value) else {
        return [.badValue(key: prefix + name, found: value, allowed: rule.description)]
      }
      if case .object(let nested) = rule, case .object(let inner) = value {
        return problems(in: inner, against: nested, prefix: prefix + name + ".")
      }
      return []
    }
  }
}
