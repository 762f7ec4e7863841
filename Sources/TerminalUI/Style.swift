/// How a screen cell is drawn: colours plus text attributes.
public struct Style: Hashable, Sendable {
  /// Text attributes; the ones without colour are what keeps roles apart on a monochrome terminal.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let underline = Attributes(rawValue: 1 << 2)
    public static let reverse = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)
  }

  public var foreground: Color
  public var background: Color
  public var attributes: Attributes

  public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = Style()

  /// This style with `overlay` drawn on top: the overlay's non-default colours win, attributes add up.
  ///
  /// Highlights (selection, peers, hints) are overlays on a digit's own role, so the digit keeps
  /// the attributes that tell givens, entries and mistakes apart.
  public func applying(_ overlay: Style) -> Style {
    Style(
      foreground: overlay.foreground == .default ? foreground : overlay.foreground,
      background: overlay.background == .default ? background : overlay.background,
      attributes: attributes.union(overlay.attributes))
  }
}
