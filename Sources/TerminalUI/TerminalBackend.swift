import PointerGeometry

/// A terminal the program loop runs on: it reads input, shows screen buffers and owns the terminal's
/// modes. ncurses is the real one; tests drive the loop through a scripted one.
public protocol TerminalBackend: AnyObject {
  var colorMode: ColorMode { get }
  var columns: Int { get }
  var rows: Int { get }
  /// The pixel size of one cell; nil when the terminal does not tell it.
  var cellPixelSize: CellSize? { get }
  /// Whether mouse reports come in pixels (SGR-Pixels, 1016).
  var pixelReports: Bool { get }
  /// The number the terminal gives the first pixel in pixel reports (kitty counts from 0).
  var pixelOrigin: Int { get }
  /// Nothing more will arrive: the loop should end.
  var inputEnded: Bool { get }
  /// A termination signal that arrived and has not been acted on yet.
  var pendingTermination: Int32? { get }
  /// Wakes a `readInput` that is waiting, from any thread.
  var wake: @Sendable () -> Void { get }

  /// Waits up to `timeout` seconds (nil: until something happens) and returns what arrived.
  func readInput(timeout: Double?) -> [TerminalInput]
  /// Whether more input has arrived that `readInput` would return at once.
  var hasPendingInput: Bool { get }
  func present(_ buffer: ScreenBuffer)
  /// Asks whether pixel reports can be switched on; the answer arrives as a mode report.
  func queryPixelReports()
  func setPixelReports(_ enabled: Bool)
  /// Gives the terminal back until the shell resumes the program (Ctrl+Z).
  func suspend()
  /// Restores the terminal; nothing is drawn afterwards.
  func shutdown()
  /// Ends the process the way `signal` would have, once the terminal is restored.
  func exit(bySignal signal: Int32) -> Never
}

extension TerminalBackend {
  /// xterm's, where SGR-Pixels comes from.
  public var pixelOrigin: Int { 1 }

  /// The unit mouse reports come in now, which the game converts them by.
  public var reportUnit: ReportUnit { pixelReports ? .pixel : .cell }

  /// The number the first column or pixel of a mouse report has now, which the decoder takes off.
  public var reportOrigin: Int { pixelReports ? pixelOrigin : 1 }

  /// The pixel size of one cell, or a 1:2 default when the terminal hides it.
  public var cellSize: CellSize { cellPixelSize ?? .fallback }
}
