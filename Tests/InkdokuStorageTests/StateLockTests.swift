import Foundation
import InkdokuTestSupport
import Testing

@testable import InkdokuStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct StateLockTests {
  @Test func aMissingFolderIsNotLockedUntilItIsMade() throws {
    let dir = try TemporaryDirectory()
    let state = dir.file("state/inkdoku")
    #expect(try StateLock.lockIfPresent(state) == false)
    #expect(try dir.listing() == [], "looking for the folder makes nothing")
    try StateLock.lock(creating: state)
    #expect(mode(state) == 0o700)
    #expect(try dir.listing("state/inkdoku") == [], "the lock is on the folder: no file is written")
  }

  @Test func aFolderLockedElsewhereIsRefusedNamingTheHolder() throws {
    let dir = try TemporaryDirectory()
    // flock locks belong to an open file description: this one stands for another process's.
    let other = open(dir.path, O_RDONLY | O_DIRECTORY)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    #expect(throws: StateLock.Failure.held(byProcess: getpid())) { try StateLock.lockIfPresent(dir.path) }
    #expect(throws: StateLock.Failure.held(byProcess: getpid())) { try StateLock.lock(creating: dir.path) }
  }

  @Test func theProcessThatHoldsTheLockMayTakeItAgain() throws {
    let dir = try TemporaryDirectory()
    #expect(try StateLock.lockIfPresent(dir.path))
    #expect(try StateLock.lockIfPresent(dir.path))
    let other = open(dir.path, O_RDONLY | O_DIRECTORY)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) != 0, "and it is still held")
  }

  @Test func aFolderThatCannotBeMadeIsSaidWithItsReason() throws {
    let dir = try TemporaryDirectory()
    try dir.write("a file", to: "blocker")
    let failure = #expect(throws: StateLock.Failure.self) {
      try StateLock.lock(creating: dir.file("blocker/inkdoku"))
    }
    guard case .unusable(let error) = failure else {
      Issue.record("expected an unusable folder, got \(String(describing: failure))")
      return
    }
    #expect(error.description == "cannot create \(dir.file("blocker/inkdoku")): Not a directory")
  }

  @Test func theHolderIsReadFromTheKernelsLockTable() {
    let table = """
      1: POSIX  ADVISORY  WRITE 900 08:01:131090 0 EOF
      2: FLOCK  ADVISORY  WRITE 4242 00:2a:77 0 EOF
      2: -> FLOCK  ADVISORY  WRITE 4343 00:2a:77 0 EOF
      3: FLOCK  ADVISORY  READ 5151 00:2a:88 0 EOF
      """
    #expect(StateLock.holder(inTable: table, inode: 77) == 4242)
    #expect(StateLock.holder(inTable: table, inode: 131090) == nil, "a POSIX record lock is not ours")
    #expect(StateLock.holder(inTable: table, inode: 88) == nil, "a shared lock is not ours")
    #expect(StateLock.holder(inTable: "", inode: 77) == nil)
  }
}
