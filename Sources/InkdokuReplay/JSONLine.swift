import Foundation
import SafeText
import TerminalUI

/// One JSON value on one line, as the commands print it: sorted keys (the same value always gives the
/// same bytes), slashes left alone, and every control character escaped — encoders escape C0 only, and
/// ids and names come from files.
public enum JSONLine {
  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return TerminalSafe.json(try encoder.encode(value))
  }
}
