import DigitRecognizer
import Foundation
import InkdokuTestSupport
import Testing

@testable import ModelLoading

@Suite struct ModelLocatorTests {
  @Test func defaultPlacesFollowTheExecutable() {
    #expect(
      ModelLocator(environment: [:], executablePath: "/usr/local/bin/inkdoku").defaultCandidates == [
        "/usr/local/share/inkdoku/digits.inkm"
      ])
    #expect(
      ModelLocator(
        environment: [:], executablePath: "/src/ink/.build/x86_64-unknown-linux-gnu/release/inkdoku"
      )
      .defaultCandidates == [
        "/src/ink/.build/x86_64-unknown-linux-gnu/share/inkdoku/digits.inkm", "/src/ink/Models/digits.inkm",
      ])
    #expect(ModelLocator(environment: [:], executablePath: nil).defaultCandidates.isEmpty)
  }

  @Test func optionThenEnvironmentThenDefault() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.file("share/inkdoku"), withIntermediateDirectories: true)
    let installed = directory.file("share/inkdoku/digits.inkm")
    let executable = directory.file("bin/inkdoku")
    let bare = ModelLocator(environment: [:], executablePath: executable)
    #expect(throws: ModelFailure(path: nil, reason: "not found (looked for \(installed))", isMissing: true)) {
      try bare.path(option: nil)
    }
    try Data().write(to: URL(fileURLWithPath: installed))
    #expect(try bare.path(option: nil) == installed)
    let withEnvironment = ModelLocator(
      environment: ["INKDOKU_MODEL": "/env.inkm"], executablePath: executable)
    #expect(try withEnvironment.path(option: nil) == "/env.inkm")
    #expect(try withEnvironment.path(option: "given.inkm") == "given.inkm")
  }

  @Test func loadsAndDescribesTheModel() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("m.inkm")
    let bytes = DigitModel.fileBytes(layers: [
      .dense(
        .init(
          inputs: 784, outputs: 10, weights: .init(repeating: 0, count: 7840),
          bias: .init(repeating: 0, count: 10)))
    ])
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let locator = ModelLocator(environment: ["INKDOKU_MODEL": path], executablePath: nil)
    #expect(try locator.load(option: nil).model.sha256 == SHA256.hexDigest(bytes))
    #expect(locator.versionLine() == "model \(SHA256.hexDigest(bytes)) (\(path))")
    try Data(bytes.prefix(100)).write(to: URL(fileURLWithPath: path))
    #expect(throws: ModelFailure(path: path, reason: "truncated at byte 100")) {
      try locator.load(option: nil)
    }
    #expect(locator.versionLine() == "model: unusable (\(path): truncated at byte 100)")
    #expect(
      ModelFailure(path: path, reason: "truncated at byte 100").description
        == "model \(path): truncated at byte 100")
    let missing = ModelLocator(environment: ["INKDOKU_MODEL": directory.file("none")], executablePath: nil)
    #expect(missing.versionLine() == "model: not found (\(directory.file("none")): missing)")
    #expect(
      ModelLocator(environment: [:], executablePath: nil).versionLine() == "model: not found")
    #expect(throws: ModelFailure(path: directory.path, reason: "Is a directory")) {
      try locator.load(option: directory.path)
    }
  }
}
