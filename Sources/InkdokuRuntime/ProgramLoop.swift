import Foundation
import PointerGeometry
import TerminalUI

/// The one loop of the interactive program, for play and playback alike: waits for input no longer
/// than the program's next deadline (an idle program uses no CPU), decodes bytes into events, steps
/// the program and draws its frame. Signals, the end of input and following the terminal are its own.
///
/// Frames are paced while input keeps coming. When more input is already waiting, a frame due sooner
/// than `frameInterval` after the last one is held back: all of it is decoded and stepped first, and one
/// frame shows it. While the pointer moves, frames come at most every `motionFrameInterval`: a terminal
/// kept busy drawing a frame for each report loses reports (VTE merges the pointer's motion events while
/// it draws, and the ink skips cells), and the held frame is drawn by then even if the pointer stops.
public struct ProgramLoop<Program: LoopProgram> {
  public internal(set) var program: Program
  private let terminal: any TerminalBackend
  private let clock: any SessionClock
  private var decoder: InputDecoder
  /// The cell size the program was last told of, so that it hears of a change once.
  private var cell: CellSize
  /// The least time between two frames while input is waiting, in session seconds: a display's refresh.
  public var frameInterval = 1.0 / 60
  /// The least time between two frames while the pointer moves (a button held: the game asks for no
  /// other motion). In xfce4-terminal (VTE 0.70), writing digits five rows tall, a frame per report lost
  /// 3.1 % of the cell reports and 1/20 s 1.6 % (1/30 s helped less). Measured again by
  /// test_terminals.py, six runs each, taken in turn: 1/20 s lost 3.4 % in the pad at 80×24 and 5.4 %
  /// over the board at 120×50, 1/10 s 2.2 % and 1.8 %, no frame until the pen stopped 0.9 % and 1.4 %.
  /// Ten frames a second keep most of that and the ink still follows the hand.
  public var motionFrameInterval = 1.0 / 10
  private var lastFrame = -Double.infinity
  /// When a frame held back is due; nil while the screen shows the program as it is.
  private var heldFrame: Double?
  /// Sees every frame as it is drawn, with the program that drew it and the time: a cast follows the
  /// game through it.
  public var onFrame: ((_ program: Program, _ frame: ScreenBuffer, _ now: Double) -> Void)?

  public init(_ program: Program, terminal: any TerminalBackend, clock: any SessionClock) {
    self.program = program
    self.terminal = terminal
    self.clock = clock
    decoder = InputDecoder(reportOrigin: terminal.reportOrigin)
    cell = terminal.cellSize
  }

  /// Runs until the program finishes, input ends or a termination signal arrives; returns the exit
  /// status with the terminal restored.
  public mutating func run() -> Int32 {
    begin()
    while !program.isFinished {
      let now = clock.now
      let wait = [
        program.wait(now: now), decoder.pendingDeadline.map { $0 - now }, heldFrame.map { $0 - now },
      ]
      .compactMap { $0 }.min().map { clock.realSeconds(max(0, $0)) }
      let inputs = terminal.readInput(timeout: wait)
      if let signal = terminal.pendingTermination {
        program.terminate(now: clock.now)
        terminal.shutdown()
        terminal.exit(bySignal: signal)
      }
      if inputs.isEmpty && heldFrame != nil && !stepDue(now: clock.now) {
        draw(now: clock.now)  // only the held frame was due: no tick for the program
        continue
      }
      feed(inputs)
      if terminal.inputEnded { break }
    }
    return end()
  }

  /// Starts the program and draws its first frame.
  public mutating func begin() {
    program.start(on: terminal, now: clock.now)
    draw(now: clock.now)
  }

  /// Decodes what the terminal delivered, steps the program and draws the result, or holds the frame
  /// back while more is coming.
  public mutating func feed(_ inputs: [TerminalInput]) {
    let now = clock.now
    var events: [InputEvent] = []
    for input in inputs { events += decoder.feed(input, now: now) }
    // Only an idle terminal ends a sequence: bytes read late may still have arrived together.
    if inputs.isEmpty { events += decoder.flush(now: now) }
    let unit = terminal.reportUnit
    events = BurstPaste.coalesce(events).flatMap { follow($0) }
    // The reports of this read were decoded, and sent by the terminal, in the unit before: the program
    // takes the new one after them, as the decoder does.
    if terminal.reportUnit != unit { events.append(.terminal(.reportUnit(terminal.reportUnit))) }
    program.step(events, on: terminal, now: now)
    guard !program.isFinished && !terminal.inputEnded else { return }
    let interval =
      Self.isPointerMotion(events) ? motionFrameInterval : terminal.hasPendingInput ? frameInterval : 0
    if now - lastFrame < interval {
      heldFrame = min(heldFrame ?? .infinity, lastFrame + interval)
    } else {
      draw(now: now)
    }
  }

  /// Whether the program has something to do now besides being drawn: a deadline of its own (answers
  /// waiting for it included) or of the decoder.
  private func stepDue(now: Double) -> Bool {
    [program.wait(now: now), decoder.pendingDeadline.map { $0 - now }].contains {
      $0.map { $0 <= 0 } ?? false
    }
  }

  /// Motion of the pointer and nothing else: more of it is on its way while the pointer moves.
  private static func isPointerMotion(_ events: [InputEvent]) -> Bool {
    !events.isEmpty
      && events.allSatisfy {
        guard case .mouse(let report) = $0 else { return false }
        return report.phase == .drag || report.phase == .move
      }
  }

  /// Lets the program finish and gives the terminal back; returns the exit status.
  public mutating func end() -> Int32 {
    let end = program.finish(now: clock.now)
    terminal.shutdown()
    if let message = end.message { FileHandle.standardError.write(Data("inkdoku: \(message)\n".utf8)) }
    return end.status
  }

  /// The one place the terminal's geometry is followed: a resize may change the cell size, and a
  /// terminal that confirms SGR-Pixels gets pixel reports. The decoder takes the new report origin off
  /// the reports read after this read; the program hears each change as a `TerminalChange`: a new cell
  /// size just before the size it came with, the new report unit after the reports of the read that
  /// brought the answer (`feed`).
  private mutating func follow(_ event: InputEvent) -> [InputEvent] {
    switch event {
    case .terminal(.size):
      let before = cell
      cell = terminal.cellSize
      return (cell != before ? [.terminal(.cell(cell))] : []) + [event]
    case .modeReport(1016, let value) where value == 1 || value == 2:
      guard terminal.cellPixelSize != nil, !terminal.pixelReports else { return [event] }
      terminal.setPixelReports(true)
      decoder.reportOrigin = terminal.reportOrigin
      return [event]
    default:
      return [event]
    }
  }

  private mutating func draw(now: Double) {
    let frame = program.frame(columns: terminal.columns, rows: terminal.rows)
    terminal.present(frame)
    onFrame?(program, frame, now)
    lastFrame = now
    heldFrame = nil
  }
}
