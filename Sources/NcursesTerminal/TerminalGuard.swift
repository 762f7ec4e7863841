import Glibc

/// Puts the terminal back on every way out of the game and turns signals into wake-ups for the loop.
///
/// Installed by `NcursesBackend` before ncurses starts (so ncurses keeps its own handlers out):
/// - SIGINT, SIGTERM, SIGHUP and the other signals whose default action ends the process (SIGUSR1,
///   SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR): the handler records the signal and writes to a self-pipe that the input
///   wait polls, so the loop wakes, sees `pendingTermination`, saves, calls `NcursesBackend.shutdown()`
///   and then `exit(bySignal:)`. A second such signal before that restores the terminal and dies at once.
/// - SIGQUIT: restore and die at once (the user asked for a core, not a save).
/// - SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT: restore, reinstall the previous handler and
///   return, so the Swift backtracer reports on a sane terminal. A signal that was sent rather than
///   caused is re-sent to the previous handler at once, then the default action ends the process.
/// - SIGTSTP: restore and stop; once continued, flag a resume so the loop re-enters the screen.
/// - SIGWINCH: flag and wake; the loop reads the new size.
///
/// Handlers touch only the `nonisolated(unsafe)` globals below and call only async-signal-safe
/// functions (write, tcsetattr, sigaction, raise).
public enum TerminalGuard {
  /// The termination signal received and not yet acted on, if any.
  public static var pendingTermination: Int32? {
    terminationSignal == 0 ? nil : terminationSignal
  }

  /// Ends the process by `signal`'s default action, so the parent sees how the game ended.
  public static func exit(bySignal signal: Int32) -> Never {
    dieBySignal(signal)
    Glibc.exit(128 + signal)
  }

  /// Wakes a `readInput` wait from another thread, e.g. when a background result is ready.
  public static func wakeLoop() { wake() }

  /// The read end of the self-pipe that handlers write to; poll it beside the terminal input.
  static var wakeDescriptor: Int32 { wakeRead }

  /// Saves the terminal modes and installs the handlers; call before ncurses starts.
  static func install() {
    _ = (TerminalModes.disableInput, TerminalModes.restoreScreen)  // initialized outside any handler
    let descriptor = isatty(STDIN_FILENO) != 0 ? STDIN_FILENO : STDOUT_FILENO
    terminalDescriptor = tcgetattr(descriptor, &savedTermios) == 0 ? descriptor : -1
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      // Handlers must never block on a full pipe; one pending byte is wake-up enough.
      for end in ends {
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      (wakeRead, wakeWrite) = (ends[0], ends[1])
    }
    terminationSignal = 0
    for signal in terminationSignals { handle(signal, with: onTerminationRequest) }
    handle(SIGQUIT, with: onQuit)
    handle(SIGTSTP, with: onStop)
    handle(SIGWINCH, with: onWindowChange)
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = onCrash
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// From now on handlers have a terminal to restore; call right before ncurses takes it over.
  static func activate() { isActive = true }

  /// Puts the previous handlers back and closes the self-pipe.
  static func uninstall() {
    isActive = false
    for signal in handledSignals { sigaction(signal, previousActions + Int(signal), nil) }
    for descriptor in [wakeRead, wakeWrite] where descriptor >= 0 { close(descriptor) }
    (wakeRead, wakeWrite) = (-1, -1)
  }

  /// Writes the restoring sequences and the saved terminal modes (async-signal-safe, idempotent).
  static func restoreTerminal() {
    guard isActive else { return }
    TerminalModes.send(TerminalModes.disableInput)
    TerminalModes.send(TerminalModes.restoreScreen)
    if terminalDescriptor >= 0 { _ = tcsetattr(terminalDescriptor, TCSAFLUSH, &savedTermios) }
  }

  /// True once per SIGWINCH burst.
  static func takeWindowChange() -> Bool { take(&windowChanged) }
  /// True once after the game was stopped by SIGTSTP and continued.
  static func takeResume() -> Bool { take(&resumed) }

  /// Empties the self-pipe after a wake-up.
  static func drainWakeups() {
    var scratch = [UInt8](repeating: 0, count: 64)
    while wakeRead >= 0, read(wakeRead, &scratch, scratch.count) > 0 {}
  }

  /// Every signal that would otherwise end the game with the terminal still in raw mode and mouse tracking.
  private static let terminationSignals = [
    SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR,
  ]
  private static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT]
  private static let handledSignals = terminationSignals + [SIGQUIT, SIGTSTP, SIGWINCH] + crashSignals

  private static func handle(_ signal: Int32, with handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    // Restarting keeps the app's file writes from failing with EINTR; poll(2) is never restarted.
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, previousActions + Int(signal))
  }

  private static func take(_ flag: inout Bool) -> Bool {
    guard flag else { return false }
    flag = false
    return true
  }
}

nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var terminalDescriptor: Int32 = -1
nonisolated(unsafe) private var isActive = false
nonisolated(unsafe) private var terminationSignal: Int32 = 0
nonisolated(unsafe) private var windowChanged = false
nonisolated(unsafe) private var resumed = false
nonisolated(unsafe) private var wakeRead: Int32 = -1
nonisolated(unsafe) private var wakeWrite: Int32 = -1
/// Indexed by signal number; every signal handled here is below 32.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

private func wake() {
  var byte: UInt8 = 1
  _ = write(wakeWrite, &byte, 1)
}

/// Restores the terminal and lets `signal`'s default action end the process once the handler returns.
private func dieBySignal(_ signal: Int32) {
  TerminalGuard.restoreTerminal()
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&action.sa_mask)
  sigaction(signal, &action, nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  raise(signal)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
}

private func onTerminationRequest(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  if terminationSignal != 0 { dieBySignal(signal) }
  terminationSignal = signal
  wake()
}

private func onQuit(_ signal: Int32) {
  dieBySignal(signal)
}

private func onStop(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  TerminalGuard.restoreTerminal()
  raise(SIGSTOP)
  if isActive {
    resumed = true
    wake()
  }
}

private func onWindowChange(_ signal: Int32) {
  let savedErrno = errno
  defer { errno = savedErrno }
  windowChanged = true
  wake()
}

private func onCrash(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  TerminalGuard.restoreTerminal()
  sigaction(signal, previousActions + Int(signal), nil)
  // A fault re-occurs when the instruction is retried and reaches the previous handler then.
  guard let info, info.pointee.si_code <= 0 else { return }
  // A signal sent by kill or abort does not, so it is re-sent, and unblocking it runs the previous handler
  // right here. That handler may return expecting a fault to recur (Swift's backtracer does), which would
  // leave the game running on a restored terminal, so the default action ends the process afterwards.
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  raise(signal)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  dieBySignal(signal)
}
