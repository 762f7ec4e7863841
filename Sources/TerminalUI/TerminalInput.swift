/// One unit of terminal input: a raw byte, or a key that ncurses already decoded from its own sequence.
public enum TerminalInput: Hashable, Sendable {
  case byte(UInt8)
  case key(Key)
}
