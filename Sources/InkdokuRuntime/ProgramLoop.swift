import Foundation
import TerminalUI

/// The one loop of the interactive program, for play and playback alike: waits for input no longer
/// than the program's next deadline (an idle program uses no CPU), decodes bytes into events, steps
/// the program and draws its frame. Signals, the end of input and the report geometry are its own.
public struct ProgramLoop<Program: LoopProgram> {
  public internal(set) var program: Program
  private let terminal: any TerminalBackend
  private let clock: any SessionClock
  private var decoder: InputDecoder

  public init(_ program: Program, terminal: any TerminalBackend, clock: any SessionClock) {
    self.program = program
    self.terminal = terminal
    self.clock = clock
    decoder = InputDecoder(geometry: terminal.reportGeometry)
  }

  /// Runs until the program finishes, input ends or a termination signal arrives; returns the exit
  /// status with the terminal restored.
  public mutating func run() -> Int32 {
    begin()
    while !program.isFinished {
      let wait = [program.wait(now: clock.now), decoder.pendingDeadline.map { $0 - clock.now }]
        .compactMap { $0 }.min().map { clock.realSeconds(max(0, $0)) }
      let inputs = terminal.readInput(timeout: wait)
      if let signal = terminal.pendingTermination {
        program.terminate(now: clock.now)
        terminal.shutdown()
        terminal.exit(bySignal: signal)
      }
      feed(inputs)
      if terminal.inputEnded { break }
    }
    return end()
  }

  /// Starts the program and draws its first frame.
  public mutating func begin() {
    program.start(on: terminal, now: clock.now)
    draw()
  }

  /// Decodes what the terminal delivered, steps the program and draws the result.
  public mutating func feed(_ inputs: [TerminalInput]) {
    let now = clock.now
    var events: [InputEvent] = []
    for input in inputs { events += decoder.feed(input, now: now) }
    // Only an idle terminal ends a sequence: bytes read late may still have arrived together.
    if inputs.isEmpty { events += decoder.flush(now: now) }
    events = BurstPaste.coalesce(events)
    for event in events { follow(event) }
    program.step(events, on: terminal, now: now)
    if !program.isFinished && !terminal.inputEnded { draw() }
  }

  /// Lets the program finish and gives the terminal back; returns the exit status.
  public mutating func end() -> Int32 {
    let end = program.finish(now: clock.now)
    terminal.shutdown()
    if let message = end.message { FileHandle.standardError.write(Data("inkdoku: \(message)\n".utf8)) }
    return end.status
  }

  /// Mouse reports are measured in the units the terminal reports now: a resize may change the cell
  /// size, and a terminal that confirms SGR-Pixels gets pixel reports.
  private mutating func follow(_ event: InputEvent) {
    switch event {
    case .resize:
      decoder.geometry = terminal.reportGeometry
    case .modeReport(1016, let value) where value == 1 || value == 2:
      guard terminal.cellPixelSize != nil, !terminal.pixelReports else { return }
      terminal.setPixelReports(true)
      decoder.geometry = terminal.reportGeometry
    default:
      break
    }
  }

  private func draw() {
    terminal.present(program.frame(columns: terminal.columns, rows: terminal.rows))
  }
}
