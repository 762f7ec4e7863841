// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Inkdoku",
  products: [
    .executable(name: "inkdoku", targets: ["inkdoku"])
  ],
  targets: [
    .target(name: "SudokuKit"),
    .systemLibrary(
      name: "CNcursesw", path: "Sources/CNcursesw", pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]),
    .target(name: "TerminalUI", dependencies: ["InkKit"]),
    .target(name: "NcursesTerminal", dependencies: ["TerminalUI", "CNcursesw"]),
    .target(name: "InkKit"),
    .target(name: "DigitRecognizer", dependencies: ["InkKit", "SudokuKit"]),
    // The pure core: no ncurses, no files, no clock of its own.
    .target(name: "InkdokuCore", dependencies: ["SudokuKit", "TerminalUI", "InkKit", "DigitRecognizer"]),
    .target(name: "InkdokuStorage", dependencies: ["SudokuKit", "TerminalUI", "InkKit", "DigitRecognizer"]),
    .target(
      name: "InkdokuReplay",
      dependencies: ["InkdokuCore", "InkdokuStorage", "SudokuKit", "TerminalUI", "InkKit", "DigitRecognizer"]),
    .target(
      name: "InkdokuRuntime",
      dependencies: [
        "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "NcursesTerminal", "SudokuKit", "TerminalUI",
        "InkKit",
        "DigitRecognizer",
      ]),
    .target(
      name: "CommandLineKit",
      dependencies: [
        "SudokuKit", "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "InkdokuRuntime", "TerminalUI",
        "DigitRecognizer", "InkKit",
      ]),
    .executableTarget(name: "inkdoku", dependencies: ["CommandLineKit", "SudokuKit"]),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "TerminalUI", "SudokuKit", "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "DigitRecognizer",
        "CommandLineKit",
      ]),
    // libFuzzer's driver, declared only: `make fuzz` links it in with -sanitize=fuzzer.
    .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
    .executableTarget(name: "inkdoku-fuzz", dependencies: ["FuzzTargets", "CLibFuzzer"]),
    .executableTarget(
      name: "inkdoku-bench", dependencies: ["SudokuKit", "InkKit", "DigitRecognizer"], path: "Sources/Bench"),
    .testTarget(name: "SudokuKitTests", dependencies: ["SudokuKit"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "InkKit"]),
    .testTarget(name: "InkKitTests", dependencies: ["InkKit"]),
    .testTarget(name: "DigitRecognizerTests", dependencies: ["DigitRecognizer", "SudokuKit"]),
    .testTarget(
      name: "CommandLineKitTests",
      dependencies: ["CommandLineKit", "TerminalUI", "DigitRecognizer", "InkKit"]),
    .testTarget(
      name: "InkdokuAppTests",
      dependencies: [
        "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "InkdokuRuntime", "TerminalUI", "InkKit",
        "DigitRecognizer",
      ]),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "DigitRecognizer"]),
  ],
  swiftLanguageModes: [.v6]
)
