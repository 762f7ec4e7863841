/// What the terminal backend reads: keys ncurses already decoded, the other bytes for the
/// InputDecoder (mouse reports, paste, UTF-8 text), and size changes.
public enum TerminalInput: Hashable, Sendable {
  case byte(UInt8)
  case key(Key)
  case resize(columns: Int, rows: Int)
}
