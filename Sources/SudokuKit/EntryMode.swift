/// Whether a digit goes into the cell (`normal`) or toggles a pencil note there (`notes`).
public enum EntryMode: String, Codable, Sendable, CaseIterable {
  case normal
  case notes

  /// The other mode: what `toggleMode` switches to.
  public var toggled: EntryMode { self == .normal ? .notes : .normal }
}
