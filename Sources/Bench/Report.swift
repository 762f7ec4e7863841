import Foundation

/// One line of the benchmark report: a label in a fixed-width column, then the numbers.
enum Report {
  static let labelWidth = 24

  static func line(_ label: String, _ text: String) {
    print(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + " " + text)
  }
}
