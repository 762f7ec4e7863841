import InkKit
import SudokuKit
import TerminalUI

/// A setting the settings screen lists and changes, in the order it lists them. New ones go last: a
/// replay's keys and clicks find the others where they were.
public enum SettingsItem: Int, CaseIterable, Equatable, Sendable {
  case check, mistakeLimit, pad, digitThreshold, noteThreshold, colours, timer, learnHand, candidates,
    autoRemove, pauseWhenLeft

  /// The mistake limits the screen offers; a larger one from the settings file is kept until changed.
  static let mistakeLimits = Array(0...9)
  /// The confidences, in percent, the screen offers for placing a written digit or note.
  static let confidencePercents = Array(stride(from: 50, through: 95, by: 5))

  var label: String {
    switch self {
    case .check: return "Check digits"
    case .mistakeLimit: return "Mistake limit"
    case .pad: return "Writing pad"
    case .digitThreshold: return "Written digit"
    case .noteThreshold: return "Written note"
    case .colours: return "Colours"
    case .timer: return "Timer"
    case .learnHand: return "Learn my hand"
    case .candidates: return "Candidates"
    case .autoRemove: return "Auto-remove"
    case .pauseWhenLeft: return "Pause if left"
    }
  }

  /// Said under the settings while this one is selected, when its label needs it.
  var help: String? {
    switch self {
    case .learnHand: return "Learns from the digits you keep or correct"
    case .candidates: return "Live: every empty cell's notes follow the board"
    case .autoRemove: return "A placed digit leaves its peers' notes"
    case .pauseWhenLeft: return "Where the terminal says the window was left"
    default: return nil
    }
  }

  /// The help in a window under 60 columns.
  var shortHelp: String? {
    switch self {
    case .learnHand: return "Learns from the digits you keep"
    case .candidates: return "Live: notes follow the board"
    case .autoRemove: return "A digit clears its peers' notes"
    case .pauseWhenLeft: return "Where the terminal tells"
    default: return nil
    }
  }

  /// Whether the setting can change in this session. Learning needs a hand, which needs a model and a
  /// usable hand file: without one the item shows as unavailable, and the keys pass over it (so a
  /// session recorded before it navigates as it did).
  public func isAvailable(_ state: AppState) -> Bool {
    self != .learnHand || state.pencil.hand.profile != nil
  }

  /// These change the game in progress at once (`GameAction.setNoteRules`).
  var changesGame: Bool { self == .candidates || self == .autoRemove }

  /// The game in progress keeps the rules it started with (its save and replay hold them): these wait
  /// for the next game, and the screen says so.
  var waitsForNextGame: Bool { self == .check || self == .mistakeLimit }

  /// The value as the screen shows it.
  func value(_ state: AppState) -> String {
    switch self {
    case .check: return state.settings.rules.check.rawValue
    case .mistakeLimit:
      let limit = state.settings.rules.mistakeLimit
      return limit == 0 ? "none" : "\(limit)"
    case .pad: return state.settings.pad.rawValue
    case .digitThreshold:
      return "placed if \(Self.percent(state.settings.pencil.acceptThresholdNormal)) % sure"
    case .noteThreshold: return "kept if \(Self.percent(state.settings.pencil.acceptThresholdNotes)) % sure"
    case .colours: return state.settings.display.colours.rawValue
    case .timer: return state.settings.display.showTimer ? "shown" : "hidden"
    case .learnHand:
      guard isAvailable(state) else { return "unavailable" }
      return state.settings.learnHand ? "on" : "off"
    case .candidates: return state.settings.rules.candidates.rawValue
    case .autoRemove: return state.settings.rules.autoRemove ? "on" : "off"
    case .pauseWhenLeft: return state.settings.display.pauseWhenLeft ? "on" : "off"
    }
  }

  /// A confidence as a whole percentage.
  static func percent(_ confidence: Double) -> Int { Int((confidence * 100).rounded()) }

  static func stepConfidence(_ confidence: Double, by delta: Int) -> Double {
    Double(step(percent(confidence), through: confidencePercents, by: delta)) / 100
  }

  static func cycle<T: CaseIterable & Equatable>(_ value: T, by delta: Int) -> T
  where T.AllCases == [T] {
    let cases = T.allCases
    return cases[step(cases.firstIndex(of: value) ?? 0, through: Array(cases.indices), by: delta)]
  }

  /// `value` moved `delta` places through the sorted `choices`, wrapping around; a value between
  /// choices (from the settings file) moves to its nearest choice in that direction.
  static func step(_ value: Int, through choices: [Int], by delta: Int) -> Int {
    guard let first = choices.first, let last = choices.last else { return value }
    guard let index = choices.firstIndex(of: value) else {
      return delta > 0
        ? choices.first { $0 > value } ?? first : choices.last { $0 < value } ?? last
    }
    let count = choices.count
    return choices[((index + delta) % count + count) % count]
  }
}
