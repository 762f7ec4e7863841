import CommandLineParsing

/// Name and version of the tool, as `inkdoku --version` and the help show them.
public enum Version {
  public static let tool = "inkdoku"
  public static let number = "0.1.0"
  static let tagline = "Sudoku in the terminal; write digits with the mouse"
  /// All three, as the help and the completion scripts take them.
  static let program = Program(name: tool, version: number, tagline: tagline)
}
