/// A line for a place of fixed width: the first of its forms, longest first, that fits whole, so that
/// no number or digit is cut off the end; only when none fits is the last one cut.
enum FittedLine {
  static func first(of forms: [String], width: Int) -> String {
    forms.first { $0.count <= width } ?? String((forms.last ?? "").prefix(max(0, width)))
  }

  /// A panel line's forms: as written; without the dots between its parts; then with runs of single
  /// digits (a cell's notes) written together.
  static func panel(_ line: String, width: Int) -> String {
    let plain = line.replacing(" · ", with: " ")
    return first(of: [line, plain, joiningDigits(plain)], width: width)
  }

  /// "notes 1 2 3" as "notes 123": a space between two lone digits goes.
  static func joiningDigits(_ line: String) -> String {
    let characters = Array(line)
    func lone(_ i: Int) -> Bool {
      characters.indices.contains(i) && characters[i].isNumber
        && !(characters.indices.contains(i - 1) && characters[i - 1].isNumber)
        && !(characters.indices.contains(i + 1) && characters[i + 1].isNumber)
    }
    return String(
      characters.indices.filter { !(characters[$0] == " " && lone($0 - 1) && lone($0 + 1)) }.map {
        characters[$0]
      })
  }
}
