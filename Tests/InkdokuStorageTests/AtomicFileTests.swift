import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The permission bits of `path`.
func mode(_ path: String) -> mode_t {
  var info = stat()
  return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
}

@Suite struct AtomicFileTests {
  @Test func writeThenReadRoundTrips() throws {
    let dir = try TemporaryDirectory()
    let path = dir.file("a.json")
    try AtomicFile.write(Data("first".utf8), to: path)
    try AtomicFile.write(Data("second".utf8), to: path)
    #expect(try AtomicFile.read(path, maxBytes: 100) == Data("second".utf8))
    #expect(try dir.listing() == ["a.json"], "no temporary file is left behind")
    try AtomicFile.write(Data(), to: path)
    #expect(try AtomicFile.read(path, maxBytes: 100) == Data())
  }

  @Test func filesArePrivateAndMissingDirectoriesAreCreated() throws {
    let dir = try TemporaryDirectory()
    let path = dir.file("state/inkdoku/save.json")
    try AtomicFile.write(Data("x".utf8), to: path)
    #expect(mode(path) == 0o600)
    #expect(mode(dir.file("state")) == 0o700)
    #expect(mode(dir.file("state/inkdoku")) == 0o700)
    try dir.write("old", to: "open.json")
    chmod(dir.file("open.json"), 0o644)
    try AtomicFile.write(Data("new".utf8), to: dir.file("open.json"))
    #expect(mode(dir.file("open.json")) == 0o600)
  }

  @Test func aDirectoryInTheWayIsNotReplaced() throws {
    let dir = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir.file("save.json"), withIntermediateDirectories: false)
    try dir.write("keep me", to: "save.json/inside")
    #expect(throws: FileError(action: "write", path: dir.file("save.json"), reason: .system(EISDIR))) {
      try AtomicFile.write(Data("new".utf8), to: dir.file("save.json"))
    }
    #expect(dir.contents("save.json/inside") == Data("keep me".utf8))
    #expect(try dir.listing() == ["save.json"], "the temporary file is removed")
  }

  /// Root may write anywhere, so an unwritable place is made of a regular file used as a directory.
  @Test func anUnwritablePlaceGivesAClearError() throws {
    let dir = try TemporaryDirectory()
    try dir.write("not a directory", to: "blocker")
    for path in [dir.file("blocker/save.json"), dir.file("blocker/more/save.json")] {
      let error = #expect(throws: FileError.self) { try AtomicFile.write(Data("new".utf8), to: path) }
      #expect(error?.description == "cannot write \(path): Not a directory")
    }
    #expect(dir.contents("blocker") == Data("not a directory".utf8))
    let error = #expect(throws: FileError.self) { try AtomicFile.read(dir.file("blocker/x"), maxBytes: 10) }
    #expect(error?.reason == .system(ENOTDIR), "an unreadable path is an error, not a missing file")
  }

  @Test func readTellsMissingFromUnusable() throws {
    let dir = try TemporaryDirectory()
    #expect(try AtomicFile.read(dir.file("missing"), maxBytes: 10) == nil)
    #expect(mkfifo(dir.file("fifo"), 0o600) == 0)
    for path in [dir.path, dir.file("fifo"), "/dev/null"] {
      #expect(throws: FileError(action: "read", path: path, reason: .notRegularFile)) {
        try AtomicFile.read(path, maxBytes: 10)
      }
    }
    try dir.write("12345", to: "five")
    #expect(try AtomicFile.read(dir.file("five"), maxBytes: 5) == Data("12345".utf8))
    let error = #expect(throws: FileError.self) { try AtomicFile.read(dir.file("five"), maxBytes: 4) }
    #expect(error?.description == "cannot read \(dir.file("five")): larger than 4 bytes")
  }

  @Test func removeIgnoresMissingFiles() throws {
    let dir = try TemporaryDirectory()
    try dir.write("x", to: "f")
    try AtomicFile.remove(dir.file("f"))
    try AtomicFile.remove(dir.file("f"))
    #expect(try dir.listing() == [])
  }
}
