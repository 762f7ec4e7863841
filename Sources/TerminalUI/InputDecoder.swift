/// Turns terminal input (raw bytes plus keys ncurses already decoded) into typed events.
///
/// Sequences are parsed as they stream in, so a report split across reads needs no buffer. Whatever is
/// malformed, truncated or unknown is dropped whole: the digits inside a mouse report must never reach the
/// board as typed keys. Decisions a caller may rely on:
/// - A lone ESC becomes `.escape` at a `flush` `escapeTimeout` after it. Any partial sequence gets the same
///   idle gap after its latest byte, then a `flush` drops it. Only `flush` gives up on a sequence, never
///   the next byte however late it is read: a loop that was kept from running has bytes waiting that
///   arrived together, and the tail of a mouse report must not be typed as digits. The loop flushes
///   when a wait for input ends with nothing read.
/// - ESC followed by a key that starts no sequence is Escape, then that key. The game binds nothing to Alt,
///   and tmux and GNU screen join an Esc and a key pressed soon after it into one Alt+key: a player who
///   closes a screen with Esc and goes on typing means both. ESC ESC gives one Escape and waits on the
///   second. ESC P, ESC ], ESC _ and ESC ^ open terminal reply strings, swallowed up to BEL, `ESC \` or the
///   idle gap.
/// - A bracketed paste ends at `ESC [ 201 ~`, or after `pasteTimeout` without input, and becomes one
///   `.paste` event whose size saturates at `maxPasteBytes`. Its content is swallowed to the end, never typed.
/// - The time handed to `feed` and `flush` only measures those idle gaps. Events carry no time: each comes
///   out of the call whose input (or `flush`) completed it, and the loop hands the reducer its own `now`.
public struct InputDecoder {
  /// The idle gap after which a partial sequence is given up and a lone ESC becomes the Escape key.
  public var escapeTimeout = 0.05
  /// The idle gap after which an unterminated bracketed paste is closed.
  public var pasteTimeout = 0.5
  /// Paste sizes saturate here; the content is swallowed whatever its size.
  public var maxPasteBytes = 1 << 20
  /// The number a mouse report gives the first column or pixel, which becomes 0: 1 for cell reports;
  /// for pixel reports the terminal's own (xterm counts from 1, kitty from 0), and taking kitty's for
  /// 1-based moved every ink point by a pixel. The loop sets it once 1016 is confirmed.
  public var reportOrigin: Int

  private var state = State.ground
  private var lastInput = 0.0

  private enum State {
    case ground
    case escape
    case character(PartialScalar)
    case sequence(ControlSequence)
    case x10(X10Report)
    /// DCS, OSC, APC or PM (terminal replies such as XTVERSION), up to BEL or ST (`ESC \`).
    case string(sawEscape: Bool)
    case paste(BracketedPaste)
  }

  public init(reportOrigin: Int = 1) {
    self.reportOrigin = reportOrigin
  }

  /// Whether a sequence or character is partly read, so the loop should wait with a short timeout.
  public var hasPending: Bool { pendingDeadline != nil }

  /// When `flush` should be called if no input arrives before.
  public var pendingDeadline: Double? {
    switch state {
    case .ground: nil
    case .paste: lastInput + pasteTimeout
    default: lastInput + escapeTimeout
    }
  }

  /// Decodes one input; events come out once an input completes them.
  public mutating func feed(_ input: TerminalInput, now: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    lastInput = now
    switch (input, state) {
    case (.byte(let byte), _):
      consume(byte, now: now, into: &events)
    case (.key, .paste(var paste)):
      paste.addKey()
      state = .paste(paste)
    case (.key(let key), _):
      // ncurses completed a key, so nothing before it was waiting for more bytes.
      expire(now: now, into: &events, force: true)
      events.append(InputEvent.key(key))
    case (.resize(let columns, let rows), _):
      // A size change is not part of the byte stream, so a partial sequence stays pending.
      events.append(InputEvent.terminal(.size(columns: columns, rows: rows)))
    }
    return events
  }

  /// Gives up a partial sequence whose deadline has passed; a lone ESC becomes `.escape`.
  public mutating func flush(now: Double) -> [InputEvent] {
    var events: [InputEvent] = []
    expire(now: now, into: &events)
    return events
  }

  private mutating func expire(now: Double, into events: inout [InputEvent], force: Bool = false) {
    guard let deadline = pendingDeadline, force || now >= deadline else { return }
    switch state {
    case .escape: events.append(InputEvent.key(.escape))
    case .paste(let paste):
      events.append(InputEvent.paste(bytes: paste.bytes, puzzle: paste.puzzle))
    default: break
    }
    state = .ground
  }

  private mutating func consume(_ byte: UInt8, now: Double, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      start(byte, now: now, into: &events)
    case .escape:
      afterEscape(byte, now: now, into: &events)
    case .character(var partial):
      switch partial.add(byte) {
      case .needMore:
        state = .character(partial)
      case .complete(let scalar):
        state = .ground
        if let scalar { typeCharacter(scalar, now: now, into: &events) }
      case .notContinuation:
        state = .ground
        start(byte, now: now, into: &events)
      }
    case .sequence(var sequence):
      switch sequence.add(byte) {
      case .needMore:
        state = .sequence(sequence)
      case .complete(let meaning):
        state = .ground
        if let meaning { perform(meaning, now: now, into: &events) }
      case .restart:
        state = .escape
      }
    case .x10(var report):
      if let (code, x, y) = report.add(byte) {
        state = .ground
        mouse(code: code, x: x, y: y, released: false, now: now, into: &events)
      } else {
        state = .x10(report)
      }
    case .string(let sawEscape):
      if sawEscape {
        // ESC \ ends the string; an ESC followed by anything else means the string was cut off and the ESC
        // starts the next sequence.
        state = .ground
        if byte != UInt8(ascii: "\\") { afterEscape(byte, now: now, into: &events) }
      } else if byte == 0x1B {
        state = .string(sawEscape: true)
      } else if byte == 0x07 {
        state = .ground
      }
    case .paste(var paste):
      if paste.add(byte) {
        state = .ground
        events.append(InputEvent.paste(bytes: paste.bytes, puzzle: paste.puzzle))
      } else {
        state = .paste(paste)
      }
    }
  }

  /// A byte with nothing pending before it.
  private mutating func start(_ byte: UInt8, now: Double, into events: inout [InputEvent]) {
    let key: Key
    switch byte {
    case 0x1B:
      state = .escape
      return
    case 0x09: key = .tab
    case 0x0A, 0x0D: key = .enter
    case 0x08, 0x7F: key = .backspace
    case 0x01...0x1A: key = .control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a"))))
    case 0x20...0x7E: key = .character(Character(Unicode.Scalar(byte)))
    default:
      // NUL, Ctrl+\ ] ^ _, and bytes that cannot start a UTF-8 character are dropped.
      if let partial = PartialScalar(lead: byte) { state = .character(partial) }
      return
    }
    events.append(InputEvent.key(key))
  }

  /// The byte after an ESC.
  private mutating func afterEscape(_ byte: UInt8, now: Double, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      state = .sequence(ControlSequence(.csi))
    case UInt8(ascii: "O"):
      state = .sequence(ControlSequence(.ss3))
    case 0x1B:
      events.append(InputEvent.key(.escape))
      state = .escape
    case UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "^"):
      state = .string(sawEscape: false)
    default:
      events.append(InputEvent.key(.escape))
      state = .ground
      start(byte, now: now, into: &events)
    }
  }

  private mutating func perform(
    _ meaning: ControlSequence.Meaning, now: Double, into events: inout [InputEvent]
  ) {
    switch meaning {
    case .key(let key): events.append(InputEvent.key(key))
    case .mouse(let code, let x, let y, let released):
      mouse(code: code, x: x, y: y, released: released, now: now, into: &events)
    case .modeReport(let mode, let value):
      events.append(InputEvent.modeReport(mode: mode, value: value))
    case .focus(let gained): events.append(InputEvent.focus(gained))
    case .x10Mouse: state = .x10(X10Report())
    case .pasteStart: state = .paste(BracketedPaste(limit: maxPasteBytes))
    }
  }

  private func mouse(
    code: Int, x: Int, y: Int, released: Bool, now: Double, into events: inout [InputEvent]
  ) {
    guard let report = MouseReport(code: code, x: x, y: y, released: released, origin: reportOrigin) else {
      return
    }
    events.append(InputEvent.mouse(report))
  }

  private func typeCharacter(_ scalar: Unicode.Scalar, now: Double, into events: inout [InputEvent]) {
    // C1 controls have no key of their own; everything else from U+00A0 up is a printable character.
    guard scalar.value >= 0xA0 else { return }
    events.append(InputEvent.key(.character(Character(scalar))))
  }
}
