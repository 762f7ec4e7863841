import Foundation
import InkdokuTestSupport
import Testing

@testable import CommandLineKit

/// `play` and `daily` read the save, settings and stats first; one they cannot use ends the command
/// with its name and what to do, and stays exactly as it was.
@Suite struct GameStartTests {
  @Test(arguments: [
    ("state/inkdoku/save.json", "game"), ("config/inkdoku/settings.json", "settings"),
    ("data/inkdoku/stats.json", "stats"),
  ])
  func anUnusableFileStopsTheStartAndIsKept(name: String, noun: String) throws {
    let directory = try TemporaryDirectory()
    let environment = [
      "HOME": directory.path, "XDG_STATE_HOME": directory.file("state"),
      "XDG_CONFIG_HOME": directory.file("config"), "XDG_DATA_HOME": directory.file("data"),
    ]
    let path = directory.file(name)
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let content = Data(#"{"format":"#.utf8)
    try content.write(to: URL(fileURLWithPath: path))

    let error = #expect(throws: StartFailure.self) { try GameStart(environment: environment) }
    #expect(error?.exitStatus == 2)
    #expect(
      error?.message
        == "cannot load \(noun) from \(path): not valid JSON; "
        + "it was left as it is; move it away or fix it to start afresh")
    #expect(FileManager.default.contents(atPath: path) == content)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == [(name as NSString).lastPathComponent])

    try FileManager.default.removeItem(atPath: path)
    #expect(try GameStart(environment: environment).resumable == nil)
  }
}
