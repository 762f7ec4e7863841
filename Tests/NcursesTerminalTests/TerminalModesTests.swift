import Testing

@testable import NcursesTerminal

/// The private modes the game switches: every way out turns off what the ways in turned on, in the order
/// xterm needs.
@Suite struct TerminalModesTests {
  static func text(_ sequence: StaticString) -> String { sequence.description }

  /// The private modes `sequence` sets (`h`) or resets (`l`), in order.
  static func modes(_ sequence: StaticString, _ final: Character) -> [Int] {
    text(sequence).split(separator: "\u{1B}").compactMap { part in
      guard part.hasPrefix("[?"), part.last == final else { return nil }
      return Int(part.dropFirst(2).dropLast())
    }
  }

  @Test func inputIsButtonTrackingWithSGRReportsBracketedPasteAndFocus() {
    #expect(Self.modes(TerminalModes.enableInput, "h") == [1002, 1006, 2004, 1004])
    #expect(Self.modes(TerminalModes.enablePixels, "h") == [1016])
  }

  @Test func disablingInputResetsEveryModeTheWaysInSet() {
    let reset = Self.modes(TerminalModes.disableInput, "l")
    for mode in Self.modes(TerminalModes.enableInput, "h") + Self.modes(TerminalModes.enablePixels, "h") {
      #expect(reset.contains(mode), "mode \(mode) stays on")
    }
    // Any tracking mode a crashed run of another program left on goes too.
    #expect(reset.contains(1000) && reset.contains(1003))
    #expect(Self.modes(TerminalModes.disableInput, "h").isEmpty)
  }

  /// 1016 and 1006 are one encoding setting in xterm: resetting 1016 alone would fall back to X10
  /// reports, so SGR is set again after it.
  @Test func leavingPixelsKeepsSGRCellReports() {
    #expect(Self.text(TerminalModes.disablePixels) == "\u{1B}[?1016l\u{1B}[?1006h")
  }

  @Test func thePixelQueryIsDECRQMForSGRPixels() {
    #expect(Self.text(TerminalModes.queryPixels) == "\u{1B}[?1016$p")
  }

  @Test func restoringTheScreenUndoesWhatAGameMayLeaveOn() {
    let restore = Self.text(TerminalModes.restoreScreen)
    #expect(restore.hasPrefix("\u{1B}[0m"), "attributes reset first")
    #expect(Self.modes(TerminalModes.restoreScreen, "h") == [25], "the cursor shown")
    #expect(Self.modes(TerminalModes.restoreScreen, "l") == [1049, 1], "alternate screen and DECCKM off")
    #expect(restore.hasSuffix("\u{1B}>"), "numeric keypad (DECKPNM)")
  }
}
