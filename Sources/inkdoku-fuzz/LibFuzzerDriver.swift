#if INKDOKU_FUZZING
  import CLibFuzzer
  import Foundation
  import FuzzTargets

  /// The target libFuzzer calls; a C callback cannot capture it. Set once before fuzzing starts.
  nonisolated(unsafe) private var selected: FuzzTarget?

  /// Hands the process to libFuzzer with the target `INKDOKU_FUZZ_TARGET` names. The target travels in
  /// the environment because libFuzzer re-runs itself with its own arguments (`-minimize_crash`, `-jobs`).
  enum LibFuzzerDriver {
    static let environmentVariable = "INKDOKU_FUZZ_TARGET"

    static func run(arguments: [String]) -> Int32 {
      let name = ProcessInfo.processInfo.environment[environmentVariable] ?? ""
      guard let target = FuzzTarget.named(name) else {
        return FuzzMain.fail("set \(environmentVariable) to one of: \(FuzzMain.targetNames)")
      }
      selected = target
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      return LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        _ = selected?.run(data)
        return 0
      }
    }
  }
#endif
