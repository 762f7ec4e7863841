import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage

/// kill -9 between a save's create and its rename leaves the temporary file behind, once per kill.
@Suite struct AtomicFileAbandonedTests {
  /// Sets the modification time of `name` to `age` seconds ago.
  private func age(_ dir: TemporaryDirectory, _ name: String, by age: TimeInterval) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: dir.file(name))
  }

  @Test func aWriteRemovesTheTemporaryFilesOfKilledWritesOfTheSameFile() throws {
    let dir = try TemporaryDirectory()
    let killed = [".save.json.1g3kgtuhy7jvy.tmp", ".save.json.bsp6sf9y1zud.tmp"]
    for name in killed {
      try dir.write("{\"format\":1,\"ga", to: name)
      try age(dir, name, by: AtomicFile.abandonedAge + 5)
    }
    try AtomicFile.write(Data("new".utf8), to: dir.file("save.json"))
    #expect(try dir.listing() == ["save.json"])
    #expect(dir.contents("save.json") == Data("new".utf8))
  }

  @Test func writesInProgressAndOtherFilesAreKept() throws {
    let dir = try TemporaryDirectory()
    let kept = [
      ".save.json.2mmwke33lvxlt.tmp",  // young: another process may be about to rename it
      ".stats.json.36s6742t060ny.tmp",  // another target's
      ".save.json.notes.txt",  // not named like a temporary file
      ".save.json.Backup.tmp",  // not base 36
      "save.json.3au4hi4l4ip9o.tmp",  // not hidden
    ]
    for name in kept { try dir.write("x", to: name) }
    for name in kept.dropFirst() { try age(dir, name, by: AtomicFile.abandonedAge + 5) }
    try FileManager.default.createDirectory(
      atPath: dir.file(".save.json.d7bzpjkuc4em.tmp"), withIntermediateDirectories: false)
    try age(dir, ".save.json.d7bzpjkuc4em.tmp", by: AtomicFile.abandonedAge + 5)
    try AtomicFile.write(Data("new".utf8), to: dir.file("save.json"))
    #expect(try dir.listing() == (kept + [".save.json.d7bzpjkuc4em.tmp", "save.json"]).sorted())
  }
}
