import TerminalUI

/// Text in sections apart by blank lines, fitted to a screen without cutting a line: a one-line
/// section (a sentence) is wrapped at words, a longer one (a table) keeps its lines whole and loses
/// its last rows, and whatever finds no room is replaced by `rest`, which says where it is.
public enum FittedSections {
  public static func lines(_ text: String, width: Int, height: Int, rest: String) -> [String] {
    var sections: [[String]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { sections.append([]) } else { sections[sections.count - 1].append(String(line)) }
    }
    var fitted: [String] = []
    for section in sections where !section.isEmpty {
      let lines = section.count == 1 ? Wrap.lines(section[0], width: width) : section
      let gap = fitted.isEmpty ? [] : [""]
      let whole = lines.allSatisfy { TextWidth.of($0) <= width }
      if whole && fitted.count + gap.count + lines.count <= height {
        fitted += gap + lines
        continue
      }
      let note = Wrap.lines(rest, width: width)
      // A cut keeps a heading and at least a row of what follows it, with room for the note.
      let room = height - fitted.count - gap.count - 1 - note.count
      if whole && room >= 2 { fitted += gap + lines.prefix(room) }
      return fitted + (fitted.isEmpty ? [] : [""]) + note
    }
    return fitted
  }
}
