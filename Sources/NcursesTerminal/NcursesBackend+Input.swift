import CNcursesw
import Glibc
import TerminalUI

extension NcursesBackend {
  /// Waits up to `timeout` seconds (nil: no limit) for input and returns what is available, at most
  /// `maxInputsPerRead` inputs.
  ///
  /// Blocks in poll(2) on standard input and the signal self-pipe, so an idle game uses no CPU.
  /// Returns early, possibly with nothing, when a signal arrives: check `TerminalGuard.pendingTermination`
  /// and `inputEnded` after each call. Resizes and resumes after Ctrl+Z are handled here.
  public func readInput(timeout: Double?) -> [TerminalInput] {
    var inputs: [TerminalInput] = []
    handleSignals(into: &inputs)
    // ncurses may hold bytes it read ahead while matching a key sequence; poll(2) cannot see those.
    readAvailable(into: &inputs)
    guard inputs.isEmpty, TerminalGuard.pendingTermination == nil, !inputEnded else { return inputs }
    var sources = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = timeout.map { Int32((min(max($0, 0), 86_400) * 1000).rounded(.up)) } ?? -1
    guard poll(&sources, nfds_t(sources.count), milliseconds) > 0 else { return inputs }
    if sources[1].revents != 0 { TerminalGuard.drainWakeups() }
    handleSignals(into: &inputs)
    if sources[0].revents & Int16(POLLIN) != 0 { readAvailable(into: &inputs) }
    if sources[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { inputEnded = true }
    return inputs
  }

  /// Input waiting in the kernel; what ncurses read ahead is drained by every `readInput` that
  /// returns less than a full batch.
  public var hasPendingInput: Bool {
    var source = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&source, 1, 0) > 0 && source.revents & Int16(POLLIN) != 0
  }

  private func handleSignals(into inputs: inout [TerminalInput]) {
    let resumed = TerminalGuard.takeResume()
    if resumed {
      // The SIGTSTP handler already gave the terminal back; tell ncurses so it re-enters on refresh.
      endwin()
      reenter()
    }
    if TerminalGuard.takeWindowChange() || resumed { resizeToWindow(into: &inputs) }
  }

  /// At most this many inputs are returned per call: a terminal that floods input faster than the game
  /// reads it gets it back in bounded batches, the rest waiting in ncurses and the kernel.
  static let maxInputsPerRead = 4096

  /// Reads until ncurses has nothing more, or the batch is full: keys it decoded, the rest as UTF-8 bytes
  /// for the decoder.
  private func readAvailable(into inputs: inout [TerminalInput]) {
    var character: wint_t = 0
    while inputs.count < Self.maxInputsPerRead {
      switch wget_wch(inkdoku_stdscr(), &character) {
      case KEY_CODE_YES:
        if Int32(character) == KEY_RESIZE {
          reportSize(into: &inputs)
        } else if let key = NcursesBackend.key(forCode: Int32(character)) {
          inputs.append(.key(key))
        }
      case OK:
        guard let scalar = Unicode.Scalar(character) else { continue }
        UTF8.encode(scalar) { inputs.append(.byte($0)) }
      default:
        return
      }
    }
  }

  private static let keyCodes: [Int32: Key] = [
    KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right, KEY_HOME: .home, KEY_END: .end,
    KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_IC: .insert, KEY_DC: .delete, KEY_BACKSPACE: .backspace,
    KEY_ENTER: .enter, KEY_BTAB: .backTab,
  ]

  /// The key for an ncurses key code; nil for codes the game has no use for.
  static func key(forCode code: Int32) -> Key? {
    if let key = keyCodes[code] { return key }
    let function = code - KEY_F0
    return (1...12).contains(function) ? .function(Int(function)) : nil
  }
}
