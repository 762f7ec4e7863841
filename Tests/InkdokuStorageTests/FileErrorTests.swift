import Testing

@testable import InkdokuStorage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileErrorTests {
  @Test func theNoticeNamesTheFileSoTheReasonFitsTheMessageBar() {
    let error = FileError(
      action: "save game to", path: "/home/someone/.local/state/inkdoku/save.json", reason: .system(EFBIG))
    #expect(error.notice == "cannot save game to save.json: File too large")
    #expect(
      error.description == "cannot save game to /home/someone/.local/state/inkdoku/save.json: File too large")
  }

  @Test func theNoticeKeepsTheAdviceAndEscapesTheName() {
    let error = FileError(
      action: "load stats from", path: "/tmp/\u{1B}]0;x\u{07}.json", reason: .unusable("not valid JSON"),
      advice: "it was left as it is")
    #expect(
      error.notice == "cannot load stats from \\u{1B}]0;x\\u{07}.json: not valid JSON; it was left as it is")
    #expect(Syscall.name(of: "plain") == "plain")
  }
}
