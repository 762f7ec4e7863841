import CommandLineParsing
import Foundation
import InkdokuTestSupport
import Testing

@testable import CommandFiles

@Suite struct InputFileTests {
  @Test func dashAndNothingMeanStandardInput() {
    #expect(InputFile(argument: nil) == .standardInput)
    #expect(InputFile(argument: "-") == .standardInput)
    #expect(InputFile(argument: "./-") == .path("./-"))
    #expect(InputFile.standardInput.name == "<stdin>")
    #expect(InputFile.path("a\u{1B}b.txt").name == "a\\u{1B}b.txt")
  }

  @Test func decodesUTF8Text() throws {
    #expect(try InputFile.decode(Array("é 1.\n".utf8)) == "é 1.\n")
    #expect(try InputFile.decode([]) == "")
  }

  @Test func refusesBinaryAndOtherEncodings() {
    #expect(throws: InputError.Reason.nulByte(offset: 1)) { try InputFile.decode([0x31, 0, 0xFF]) }
    #expect(throws: InputError.Reason.notUTF8(offset: 3, byte: 0xE9)) {
      try InputFile.decode(Array("aé".utf8) + [0xE9, 0x41])
    }
    #expect(throws: InputError.Reason.notUTF8(offset: 1, byte: 0xC3)) { try InputFile.decode([0x41, 0xC3]) }
  }

  @Test func reasonsReadWell() {
    #expect(
      InputError.Reason.tooLarge(limit: 64 << 20).description == "too large (more than 64 MiB); not read")
    #expect(InputError.Reason.tooLarge(limit: 10).description == "too large (more than 10 bytes); not read")
    #expect(InputError.Reason.notUTF8(offset: 0, byte: 0x8).description.contains("0x08 at offset 0"))
    #expect(InputError(source: "f", reason: .system(ENOENT)).description == "f: No such file or directory")
  }

  @Test func refusesLargeRegularFilesBeforeReading() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("big.txt")
    // Sparse: the size is what counts, and the disk stays untouched.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(InputFile.sizeLimit) + 1)
    try handle.close()
    let console = Console.standard()
    #expect(throws: InputError(source: path, reason: .tooLarge(limit: InputFile.sizeLimit))) {
      try console.readText(.path(path))
    }
  }

  @Test func boundsFilesAndStreams() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("ten.txt")
    try "0123456789".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try ByteReader.readFile(atPath: path, limit: 10) == Array("0123456789".utf8))
    #expect(throws: InputError.Reason.tooLarge(limit: 9)) { try ByteReader.readFile(atPath: path, limit: 9) }

    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Array("0123456789".utf8))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    #expect(throws: InputError.Reason.tooLarge(limit: 9)) {
      try ByteReader.readAll(descriptor: descriptor, limit: 9)
    }
  }

  @Test func reportsSystemErrors() throws {
    let directory = try TemporaryDirectory()
    #expect(throws: InputError.Reason.system(ENOENT)) {
      try ByteReader.readFile(atPath: directory.file("none"), limit: 10)
    }
    #expect(throws: InputError.Reason.system(EISDIR)) {
      try ByteReader.readFile(atPath: directory.path, limit: 10)
    }
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file")) func reportsPermissionDenied() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("secret.txt")
    try "x".write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    #expect(throws: InputError.Reason.system(EACCES)) { try ByteReader.readFile(atPath: path, limit: 10) }
  }
}
