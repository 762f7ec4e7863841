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
    let wrapped = sections.filter { !$0.isEmpty }.map { $0.count == 1 ? Wrap.lines($0[0], width: width) : $0 }
    let whole = fit(wrapped, width: width, height: height)
    if whole.complete { return whole.lines }
    let note = Wrap.lines(rest, width: width)
    let cut = fit(wrapped, width: width, height: height - 1 - note.count).lines
    return cut + (cut.isEmpty ? [] : [""]) + note
  }

  /// The sections that fit whole, then the rows that fit of the next one when it is a table that fits
  /// the width (a heading and at least a row); whether every section fitted.
  private static func fit(_ sections: [[String]], width: Int, height: Int) -> (
    lines: [String], complete: Bool
  ) {
    var fitted: [String] = []
    for lines in sections {
      let gap = fitted.isEmpty ? [] : [""]
      let fitsWidth = lines.allSatisfy { TextWidth.of($0) <= width }
      let room = height - fitted.count - gap.count
      if fitsWidth && lines.count <= room {
        fitted += gap + lines
        continue
      }
      if fitsWidth && room >= 2 { fitted += gap + lines.prefix(room) }
      return (fitted, false)
    }
    return (fitted, true)
  }
}
