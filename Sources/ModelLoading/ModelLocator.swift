import CommandFiles
import CommandLineParsing
import DigitRecognizer
import Foundation
import Glibc
import SafeText

/// Finds and loads the digit model: `--model PATH`, else `$INKDOKU_MODEL`, else the bundled default
/// beside the executable, installed (`../share/inkdoku/digits.inkm`) or in the source tree it was
/// built in (`<repo>/.build/<config>/inkdoku` → `<repo>/Models/digits.inkm`).
public struct ModelLocator: Sendable {
  public static let environmentVariable = "INKDOKU_MODEL"
  public static let fileName = "digits.inkm"
  /// Larger files are refused unread: the format's parameter bound, plus room for metadata.
  static let sizeLimit = (DigitModel.maxParameters + (1 << 20)) * 4

  let environment: [String: String]
  /// The running executable, symbolic links resolved; nil when unknown.
  let executablePath: String?

  public init(environment: [String: String], executablePath: String?) {
    self.environment = environment
    self.executablePath = executablePath
  }

  /// The locator of this process.
  public static func standard() -> ModelLocator {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
      length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    return ModelLocator(environment: ProcessInfo.processInfo.environment, executablePath: path)
  }

  /// Where the default model may be, in the order they are tried.
  var defaultCandidates: [String] {
    guard let executablePath, let slash = executablePath.lastIndex(of: "/") else { return [] }
    let components = executablePath[..<slash].split(separator: "/", omittingEmptySubsequences: false)
    var candidates = [
      (components.dropLast() + ["share", "inkdoku", Self.fileName[...]]).joined(separator: "/")
    ]
    if let build = components.lastIndex(of: ".build") {
      let root = components[..<build].joined(separator: "/")
      candidates.append("\(root.isEmpty ? "." : root)/Models/\(Self.fileName)")
    }
    return candidates
  }

  /// The file to load: the option's, the environment's, or the first default candidate that exists.
  public func path(option: String?) throws(ModelFailure) -> String {
    if let option { return option }
    if let path = environment[Self.environmentVariable], !path.isEmpty { return path }
    let candidates = defaultCandidates
    guard let found = candidates.first(where: { access($0, F_OK) == 0 }) else {
      let places = candidates.map { TerminalSafe.escape($0) }.joined(separator: ", ")
      throw ModelFailure(
        path: nil, reason: candidates.isEmpty ? "not found" : "not found (looked for \(places))",
        isMissing: true)
    }
    return found
  }

  /// Reads and checks the model at `path(option:)`.
  public func load(option: String?) throws(ModelFailure) -> LoadedModel {
    let path = try path(option: option)
    let bytes: [UInt8]
    do {
      bytes = try ByteReader.readFile(atPath: path, limit: Self.sizeLimit)
    } catch .system(ENOENT) {
      throw ModelFailure(path: path, reason: ModelLoadError.missing.description, isMissing: true)
    } catch {
      throw ModelFailure(path: path, reason: error.description)
    }
    do {
      return LoadedModel(model: try DigitModel(bytes: bytes), path: path)
    } catch {
      throw ModelFailure(path: path, reason: error.description)
    }
  }

  /// The line `inkdoku --version` prints about the default model.
  public func versionLine() -> String {
    do {
      let loaded = try load(option: nil)
      return "model \(loaded.model.sha256) (\(TerminalSafe.escape(loaded.path)))"
    } catch {
      guard let path = error.path else { return "model: \(error.reason)" }
      return
        "model: \(error.isMissing ? "not found" : "unusable") (\(TerminalSafe.escape(path)): \(error.reason))"
    }
  }
}

/// A model and the file it came from.
public struct LoadedModel: Sendable {
  public let model: DigitModel
  public let path: String
}

/// No usable model: `inkdoku: model PATH: reason`, exit status 2.
public struct ModelFailure: CommandFailure, Equatable {
  /// The file tried; nil when none was found.
  public let path: String?
  public let reason: String
  /// No file at all, rather than a file that cannot be used.
  public let isMissing: Bool

  init(path: String?, reason: String, isMissing: Bool = false) {
    self.path = path
    self.reason = reason
    self.isMissing = isMissing
  }

  public var exitStatus: Int32 { 2 }

  public var description: String {
    guard let path else { return "model: \(reason)" }
    return "model \(TerminalSafe.escape(path)): \(reason)"
  }
}
