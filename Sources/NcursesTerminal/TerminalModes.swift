import Glibc

/// The private-mode escape sequences the game switches, kept in one place so that every way out
/// turns off exactly what the way in turned on.
///
/// xterm treats 1005/1006/1015/1016 as one encoding setting and 9/1000/1002/1003 as one tracking
/// setting, so the order of these sequences matters.
enum TerminalModes {
  /// Button-event tracking (1002) with SGR reports (1006), bracketed paste (2004) and focus reports
  /// (1004), which a terminal without them ignores.
  static let enableInput: StaticString = "\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
  /// Mouse reports in pixels (SGR-Pixels); only after `enableInput`.
  static let enablePixels: StaticString = "\u{1B}[?1016h"
  /// Back to cell reports: resetting 1016 alone would leave X10 encoding.
  static let disablePixels: StaticString = "\u{1B}[?1016l\u{1B}[?1006h"
  /// DECRQM: asks whether SGR-Pixels is on; the answer arrives as input, `ESC [ ? 1016 ; Ps $ y`.
  static let queryPixels: StaticString = "\u{1B}[?1016$p"
  /// Every mouse, paste and focus mode off.
  static let disableInput: StaticString =
    "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?1004l"
  /// What a crashed or killed game may have left on besides the input modes: attributes, a hidden
  /// cursor, the alternate screen, application cursor keys (DECCKM) and keypad (DECKPAM).
  static let restoreScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1l\u{1B}>"

  /// Writes `sequence` to standard output with write(2) alone, so signal handlers may call it.
  static func send(_ sequence: StaticString) {
    var offset = 0
    while offset < sequence.utf8CodeUnitCount {
      let written = write(STDOUT_FILENO, sequence.utf8Start + offset, sequence.utf8CodeUnitCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
