import CommandLineParsing
import Foundation
import SafeText
import SessionStart

/// Where `replay --cast` may write: into a folder that exists (as `play --cast` and `--record` ask),
/// and never over the recording it reads, which a cast would destroy.
enum CastTarget {
  /// Refuses `out` before any work is done; `input` is the recording read.
  static func check(_ out: String, input: String) throws {
    let parent = (out as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    let folder = parent.isEmpty ? "." : parent
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw StartFailure(
        message: "cannot write \(TerminalSafe.escape(out)): no folder \(TerminalSafe.escape(folder))",
        exitStatus: 1)
    }
    if let written = identity(out), written == identity(input) {
      throw UsageError(
        "--cast \(TerminalSafe.escape(out)) is the replay being read: a cast never writes over its input")
    }
  }

  /// The device and inode of `path`, so that a link or another spelling of the input is known as it.
  private static func identity(_ path: String) -> [Int]? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
      let device = (attributes[.systemNumber] as? NSNumber)?.intValue,
      let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue
    else { return nil }
    return [device, inode]
  }
}
