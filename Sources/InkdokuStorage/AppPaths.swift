/// Where Inkdoku keeps its files, following the XDG Base Directory specification.
///
/// The environment is handed in rather than read here, so every combination can be tested.
public struct AppPaths: Equatable, Sendable {
  /// Holds the autosave: worth keeping, but not worth backing up.
  public var stateDirectory: String
  /// Holds the statistics.
  public var dataDirectory: String
  /// Holds the settings the player may edit.
  public var configDirectory: String

  /// Resolves `$XDG_STATE_HOME/inkdoku`, `$XDG_DATA_HOME/inkdoku` and `$XDG_CONFIG_HOME/inkdoku`, each
  /// falling back to its default under `$HOME`. The spec says to ignore relative XDG paths; a relative
  /// HOME is refused as well, because it would scatter files wherever the game was started from.
  public init(environment: [String: String]) throws(AppPathsError) {
    stateDirectory = try Self.directory(environment, "XDG_STATE_HOME", default: ".local/state")
    dataDirectory = try Self.directory(environment, "XDG_DATA_HOME", default: ".local/share")
    configDirectory = try Self.directory(environment, "XDG_CONFIG_HOME", default: ".config")
  }

  public var saveFile: String { stateDirectory + "/save.json" }
  public var statsFile: String { dataDirectory + "/stats.json" }
  public var settingsFile: String { configDirectory + "/settings.json" }
  /// The player's hand as the pencil learned it (`WriterProfile`).
  public var handFile: String { dataDirectory + "/hand.json" }
  /// Where sessions are recorded when the settings ask for every game to be.
  public var replayDirectory: String { stateDirectory + "/replays" }

  private static func directory(
    _ environment: [String: String], _ variable: String, default fallback: String
  ) throws(AppPathsError) -> String {
    if let base = absolute(environment[variable]) { return base + "/inkdoku" }
    guard let home = absolute(environment["HOME"]) else { throw .noHome(neededFor: variable) }
    return "\(home)/\(fallback)/inkdoku"
  }

  /// `path` without trailing slashes when it is absolute, else nil.
  private static func absolute(_ path: String?) -> String? {
    guard var path, path.hasPrefix("/") else { return nil }
    while path.hasSuffix("/") { path.removeLast() }
    return path
  }
}

/// Why `AppPaths` could not find a place for the files.
public enum AppPathsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// HOME is unset, empty or relative, and the XDG variable that would have made it unnecessary is too.
  case noHome(neededFor: String)

  public var description: String {
    switch self {
    case .noHome(let variable):
      return "cannot find where to keep inkdoku's files: HOME is not set to an absolute path "
        + "and neither is \(variable)"
    }
  }
}
