import TerminalUI

/// The drawing choices a view needs: colours by role and the line characters.
public struct Look: Sendable {
  public var theme: Theme
  public var glyphs: Glyphs

  public init(theme: Theme, glyphs: Glyphs) {
    self.theme = theme
    self.glyphs = glyphs
  }
}
