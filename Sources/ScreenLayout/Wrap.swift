import TerminalUI

/// Greedy word wrapping for panel and overlay text.
public enum Wrap {
  public static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var result: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word.prefix(width))
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        result.append(line)
        line = String(word.prefix(width))
      }
    }
    if !line.isEmpty { result.append(line) }
    return result
  }
}
