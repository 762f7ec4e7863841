import InkdokuCore
import Preferences

/// The drawing choices a view needs: colours by role and the line characters.
public struct Look: Sendable {
  public var theme: Theme
  public var glyphs: Glyphs

  public init(theme: Theme, glyphs: Glyphs) {
    self.theme = theme
    self.glyphs = glyphs
  }

  /// This look in the colours the player chose: monochrome replaces the terminal's theme whatever it
  /// offers.
  func with(_ colours: ColourChoice) -> Look {
    colours == .monochrome ? Look(theme: Theme.standard(for: .monochrome), glyphs: glyphs) : self
  }

  /// `text` as this terminal can show it: in ASCII mode the few typographic characters the views use
  /// become plain ones, since a C locale would draw them as blanks.
  public func text(_ text: String) -> String {
    guard glyphs.mode == .ascii else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "·": out += "-"
      case "×": out += "x"
      case "↑": out += "Up"
      case "↓": out += "Down"
      case "…": out += "..."
      case "→": out += "->"
      default: out.unicodeScalars.append(scalar.isASCII ? scalar : "?")
      }
    }
    return out
  }
}
