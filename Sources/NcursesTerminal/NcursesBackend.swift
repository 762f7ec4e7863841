import CNcursesw
import Glibc
import PointerGeometry
import TerminalUI

/// The real terminal through ncursesw: full-screen setup and restore, drawing `ScreenBuffer`s,
/// and reading keys and raw bytes without busy-waiting.
///
/// Mouse reports are not left to ncurses (its parser breaks under tmux and screen): the backend
/// switches SGR mouse tracking on itself and hands the report bytes to the InputDecoder.
/// Only one backend can run at a time, as ncurses has one screen.
public final class NcursesBackend: TerminalBackend {
  /// Why the terminal could not be taken over.
  public enum StartError: Error, Hashable, Sendable {
    case notATerminal
    case alreadyRunning
    /// ncurses found no usable terminal description for `TERM`.
    case unknownTerminal(String)
    /// The terminal `TERM` names cannot move the cursor (`dumb`): a board cannot be drawn on it.
    case cannotAddressCursor(String)
  }

  public let colorMode: ColorMode
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// Nil when the terminal does not report its pixel size (many don't, and tmux reports zeros).
  public private(set) var cellPixelSize: CellSize?
  /// Whether mouse reports were switched to pixels (SGR-Pixels, 1016).
  public private(set) var pixelReports = false
  /// How this terminal differs from xterm, from the environment at start.
  public let quirks: TerminalQuirks
  public var pixelOrigin: Int { quirks.pixelOrigin }
  /// Set when standard input reached its end or failed: nothing more will arrive, the loop should end.
  public internal(set) var inputEnded = false

  nonisolated(unsafe) private static var running = false
  private let screen: OpaquePointer
  private var palette: NcursesPalette
  private var previous: ScreenBuffer?
  private var reportedSize: (columns: Int, rows: Int)

  /// Takes over the terminal: alternate screen, raw keys, colours, SGR mouse tracking, bracketed paste.
  ///
  /// `environment` gives the terminal type (TERM) and the colour wish (NO_COLOR); the locale is the
  /// process's own, as ncurses reads it through setlocale(3).
  public init(environment: [String: String]) throws(StartError) {
    guard !NcursesBackend.running else { throw .alreadyRunning }
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw .notATerminal }
    quirks = TerminalQuirks(environment: environment)
    TerminalGuard.install()
    setlocale(LC_ALL, "")
    TerminalGuard.activate()
    guard let screen = newterm(environment["TERM"], inkdoku_stdout(), inkdoku_stdin()) else {
      TerminalGuard.uninstall()
      throw .unknownTerminal(environment["TERM"] ?? "")
    }
    // Without cursor addressing ncurses draws a blank screen and one line, and the game cannot be seen.
    let cup = "cup".withCString { tigetstr(UnsafeMutablePointer(mutating: $0)) }
    guard let cup, Int(bitPattern: cup) != -1, cup.pointee != 0 else {
      endwin()
      delscreen(screen)
      TerminalGuard.uninstall()
      throw .cannotAddressCursor(environment["TERM"] ?? "")
    }
    NcursesBackend.running = true
    self.screen = screen
    let window = inkdoku_stdscr()
    raw()
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    // ncurses would wait a whole second to tell a lone Esc from a key sequence.
    set_escdelay(25)
    keyok(KEY_MOUSE, false)
    wtimeout(window, 0)
    curs_set(0)

    colorMode = ColorMode.detect(environment: environment, terminalColors: Int(tigetnum("colors")))
    if colorMode != .monochrome, has_colors() {
      start_color()
      use_default_colors()
      palette = NcursesPalette(paletteSize: Int(inkdoku_colors()), pairCount: Int(inkdoku_color_pairs()))
    } else {
      palette = NcursesPalette(paletteSize: 0, pairCount: 0)
    }
    // Flush ncurses' own set-up (alternate screen, keypad) before switching on what ncurses knows nothing of.
    wrefresh(window)
    TerminalModes.send(TerminalModes.enableInput)
    columns = Int(inkdoku_cols())
    rows = Int(inkdoku_lines())
    reportedSize = (columns, rows)
    cellPixelSize = measureCellPixels()
  }

  deinit { shutdown() }

  public var pendingTermination: Int32? { TerminalGuard.pendingTermination }

  public var wake: @Sendable () -> Void { { TerminalGuard.wakeLoop() } }

  public func exit(bySignal signal: Int32) -> Never {
    TerminalGuard.exit(bySignal: signal)
  }

  /// Draws `buffer`, sending ncurses only the cells that changed since the last frame.
  public func present(_ buffer: ScreenBuffer) {
    let window = inkdoku_stdscr()
    var glyph = cchar_t()
    for run in buffer.diff(from: previous) where run.y < rows {
      for (offset, cell) in run.cells.enumerated() where !cell.isContinuation && run.x + offset < columns {
        let (attributes, pair) = palette.rendition(for: cell.style)
        let text = cell.text.unicodeScalars.prefix(Int(CCHARW_MAX) - 1).map { wchar_t(bitPattern: $0.value) }
        setcchar(&glyph, text + [0], attributes, pair, nil)
        mvwadd_wch(window, Int32(run.y), Int32(run.x + offset), &glyph)
      }
    }
    previous = buffer
    guard let cursor = buffer.cursor, cursor.x < columns, cursor.y < rows else {
      curs_set(0)
      wrefresh(window)
      return
    }
    wmove(window, Int32(cursor.y), Int32(cursor.x))
    wrefresh(window)
    curs_set(1)
  }

  /// Asks the terminal whether it supports SGR-Pixels; the DECRQM answer arrives as input bytes.
  public func queryPixelReports() {
    TerminalModes.send(TerminalModes.queryPixels)
  }

  /// Switches mouse reports between pixels (SGR-Pixels, 1016) and cells (SGR, 1006).
  public func setPixelReports(_ enabled: Bool) {
    pixelReports = enabled
    TerminalModes.send(enabled ? TerminalModes.enablePixels : TerminalModes.disablePixels)
  }

  /// Gives the terminal back to the shell and stops the process (Ctrl+Z arrives as a key in raw mode);
  /// returns once the shell continues it, with the screen redrawn.
  public func suspend() {
    leave()
    raise(SIGSTOP)
    reenter()
  }

  /// Restores the terminal for the shell; the backend cannot be used afterwards. Safe to call twice.
  public func shutdown() {
    guard NcursesBackend.running else { return }
    leave()
    delscreen(screen)
    TerminalGuard.uninstall()
    NcursesBackend.running = false
  }

  /// Gives the screen to the shell: input modes off, and ncurses' own restore (main screen, cursor,
  /// termios), after clearing what the shell would otherwise find under its prompt.
  private func leave() {
    if quirks.clearsOnExit {
      let window = inkdoku_stdscr()
      wclear(window)
      wrefresh(window)
      previous = nil
    }
    TerminalModes.send(TerminalModes.disableInput)
    endwin()
  }

  /// Takes the screen back after a stop: ncurses re-enters the alternate screen on the next refresh
  /// after endwin(3), but not the keypad mode, and knows nothing of the modes we switched on.
  func reenter() {
    let window = inkdoku_stdscr()
    clearok(inkdoku_curscr(), true)
    wrefresh(window)
    keypad(window, true)
    TerminalModes.send(TerminalModes.enableInput)
    if pixelReports { TerminalModes.send(TerminalModes.enablePixels) }
  }

  /// Resizes ncurses' screen to the kernel's window size (after SIGWINCH, or a stop during which
  /// one may have been missed), then reports the change.
  func resizeToWindow(into inputs: inout [TerminalInput]) {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
      resizeterm(Int32(size.ws_row), Int32(size.ws_col))
    }
    reportSize(into: &inputs)
    // A terminal keeps, drops or shifts its lines on a resize in its own way, and a window resized and
    // back before the game looked has the old size but not the old picture: only a whole repaint is sure
    // to leave no stale cell, at a new size (the next frame) or the same one (the last frame, now).
    clearok(inkdoku_curscr(), true)
    if let last = previous {
      previous = nil
      present(last)
    }
  }

  /// Reads the size ncurses now has and reports it once per change: resizeterm(3) also queues a
  /// KEY_RESIZE, even for an unchanged size, so the same size arrives twice.
  func reportSize(into inputs: inout [TerminalInput]) {
    columns = Int(inkdoku_cols())
    rows = Int(inkdoku_lines())
    cellPixelSize = measureCellPixels()
    guard reportedSize != (columns, rows) else { return }
    reportedSize = (columns, rows)
    previous = nil
    inputs.append(.resize(columns: columns, rows: rows))
  }

  /// xterm's pixel size includes its border, but dividing by the cell count still gives the cell size.
  private func measureCellPixels() -> CellSize? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return nil }
    // Whole pixels, as the terminal draws them.
    return CellSize(
      width: Double(Int(size.ws_xpixel) / Int(size.ws_col)),
      height: Double(Int(size.ws_ypixel) / Int(size.ws_row)))
  }
}
