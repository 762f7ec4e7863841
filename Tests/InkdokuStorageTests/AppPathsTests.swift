import Testing

@testable import InkdokuStorage

@Suite struct AppPathsTests {
  @Test func defaultsLiveUnderHome() throws {
    let paths = try AppPaths(environment: ["HOME": "/home/ada"])
    #expect(paths.stateDirectory == "/home/ada/.local/state/inkdoku")
    #expect(paths.dataDirectory == "/home/ada/.local/share/inkdoku")
    #expect(paths.configDirectory == "/home/ada/.config/inkdoku")
    #expect(paths.saveFile == "/home/ada/.local/state/inkdoku/save.json")
    #expect(paths.statsFile == "/home/ada/.local/share/inkdoku/stats.json")
    #expect(paths.settingsFile == "/home/ada/.config/inkdoku/settings.json")
  }

  @Test func absoluteXDGVariablesWin() throws {
    let paths = try AppPaths(environment: [
      "HOME": "/home/ada/", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d/", "XDG_CONFIG_HOME": "/c//",
    ])
    #expect(paths.stateDirectory == "/s/inkdoku")
    #expect(paths.dataDirectory == "/d/inkdoku")
    #expect(paths.configDirectory == "/c/inkdoku")
  }

  @Test func relativeOrEmptyXDGVariablesAreIgnored() throws {
    let paths = try AppPaths(environment: [
      "HOME": "/home/ada/", "XDG_STATE_HOME": "state", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "./cfg",
    ])
    #expect(paths == (try AppPaths(environment: ["HOME": "/home/ada"])))
  }

  @Test func eachVariableFallsBackOnItsOwn() throws {
    let paths = try AppPaths(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"])
    #expect(paths.stateDirectory == "/h/.local/state/inkdoku")
    #expect(paths.dataDirectory == "/d/inkdoku")
    #expect(paths.configDirectory == "/h/.config/inkdoku")
  }

  @Test func homeIsNeededOnlyWhenAVariableIsMissing() throws {
    let all = ["XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]
    #expect(try AppPaths(environment: all).stateDirectory == "/s/inkdoku")
    var noConfig = all
    noConfig["XDG_CONFIG_HOME"] = "relative"
    #expect(throws: AppPathsError.noHome(neededFor: "XDG_CONFIG_HOME")) {
      try AppPaths(environment: noConfig)
    }
    for home in [nil, "", "home/ada"] {
      var environment: [String: String] = [:]
      environment["HOME"] = home
      #expect(throws: AppPathsError.noHome(neededFor: "XDG_STATE_HOME")) {
        try AppPaths(environment: environment)
      }
    }
    #expect(
      AppPathsError.noHome(neededFor: "XDG_STATE_HOME").description
        == "cannot find where to keep inkdoku's files: HOME is not set to an absolute path "
        + "and neither is XDG_STATE_HOME")
  }
}
