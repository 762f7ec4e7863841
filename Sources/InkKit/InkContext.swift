/// Whether an accepted digit is placed (`normal`) or toggled as a pencil note (`notes`).
///
/// InkKit's own copy of the game's entry mode, so the pencil pipeline depends on no other module.
public enum InkEntryMode: String, Hashable, Sendable, Codable, CaseIterable {
  case normal
  case notes
}

/// The game state a recognition result must still match to be applied (design §3.9, with the cell).
public struct InkContext: Hashable, Sendable {
  public var mode: InkEntryMode
  /// The game's input revision: it grows with every change that can make an earlier result wrong.
  public var revision: Int

  public init(mode: InkEntryMode, revision: Int) {
    self.mode = mode
    self.revision = revision
  }
}
