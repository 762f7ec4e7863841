/// One thing wrong in a settings file, naming the key as the file spells it (`pencil.farDistance`).
enum SettingsProblem: Equatable, CustomStringConvertible {
  /// The key is a setting, but not this value.
  case badValue(key: String, found: JSONValue, allowed: String)
  /// No setting has this name; `suggestion` is the one it is probably a typo of.
  case unknownKey(String, suggestion: String?, known: [String])
  /// The file holds a JSON value that is not an object of settings.
  case notAnObject(JSONValue)

  var description: String {
    switch self {
    case .badValue(let key, let found, let allowed):
      return "\"\(key)\" is \(found.quoted) (allowed: \(allowed))"
    case .unknownKey(let key, let suggestion?, _):
      return "\"\(key)\" is not a setting (did you mean \"\(suggestion)\"?)"
    case .unknownKey(let key, nil, let known):
      return "\"\(key)\" is not a setting (known: \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"
    case .notAnObject(let found):
      return "the file holds \(found.quoted), not an object of settings"
    }
  }
}

/// A settings file that cannot be used: every problem found, in the order of the keys.
struct InvalidSettings: Error, CustomStringConvertible {
  let problems: [SettingsProblem]

  var description: String { problems.map(\.description).joined(separator: "; ") }
}
