import SudokuKit

/// What loading a stored file found.
public enum LoadResult<Value> {
  /// There is no file yet.
  case none
  case loaded(Value)
  /// The file could not be used; it was moved aside, never deleted, and the player should be told.
  case corrupt(CorruptFile)

  /// The loaded value, or `fallback` when there was none or it was corrupt.
  public func value(or fallback: Value) -> Value {
    if case .loaded(let value) = self { return value }
    return fallback
  }

  /// The message for the player when the file was moved aside.
  public var warning: String? {
    if case .corrupt(let file) = self { return file.message }
    return nil
  }
}

extension LoadResult: Equatable where Value: Equatable {}
extension LoadResult: Sendable where Value: Sendable {}

/// A stored file that could not be used and where it was moved to.
public struct CorruptFile: Equatable, Sendable {
  public var path: String
  public var movedTo: String
  /// Why it could not be used, e.g. "not valid JSON".
  public var reason: String

  public var message: String {
    TerminalSafe.escape("\(path) could not be used (\(reason)); it was kept as \(movedTo)")
  }
}
