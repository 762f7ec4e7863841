// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Inkdoku",
  products: [
    .executable(name: "inkdoku", targets: ["inkdoku"])
  ],
  targets: [
    .target(name: "SudokuKit", swiftSettings: optimizedInDebug),
    // Small vocabularies that modules on either side of an edge share without depending on each other.
    .target(name: "PointerGeometry"),
    .target(name: "SafeText"),
    .systemLibrary(
      name: "CNcursesw", path: "Sources/CNcursesw", pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]),
    .target(name: "TerminalUI", dependencies: ["PointerGeometry"]),
    .target(name: "NcursesTerminal", dependencies: ["TerminalUI", "PointerGeometry", "CNcursesw"]),
    .target(name: "InkKit", dependencies: ["PointerGeometry"]),
    .target(
      name: "PointerInput",
      dependencies: ["InkKit", "TerminalUI", "PointerGeometry", "Preferences", "ScreenLayout"]),
    // The recognition seam: the request, the reading and the accept policy; no model behind it.
    .target(name: "Recognition", dependencies: ["InkKit", "SudokuKit"]),
    .target(
      name: "DigitRecognizer", dependencies: ["Recognition", "InkKit"], swiftSettings: optimizedInDebug),
    // The settings' vocabulary and the one value the game plays by: shared by the core and storage.
    .target(name: "Preferences", dependencies: ["InkKit", "SudokuKit"]),
    // The pure core: no ncurses, no files, no clock of its own, no model.
    .target(
      name: "InkdokuCore",
      dependencies: [
        "SudokuKit", "PointerGeometry", "SafeText", "TerminalUI", "InkKit", "Recognition", "Preferences",
        "ScreenLayout", "ScreenText", "PointerInput",
      ]),
    // Screens' text that needs no game state: the share screen's forms and what the model saw.
    .target(name: "ScreenText", dependencies: ["SudokuKit", "InkKit", "Recognition"]),
    // Where things go on the terminal: the board, panel, pads and overlays, and text fitted to them.
    .target(name: "ScreenLayout", dependencies: ["TerminalUI"]),
    // The views: the state drawn into a screen buffer, cell by cell.
    .target(
      name: "InkdokuViews",
      dependencies: ["InkdokuCore", "SudokuKit", "TerminalUI", "Preferences", "ScreenLayout"]),
    .target(
      name: "InkdokuStorage", dependencies: ["SudokuKit", "SafeText", "InkKit", "Recognition", "Preferences"]),
    .target(
      name: "InkdokuReplay",
      dependencies: [
        "InkdokuCore", "InkdokuStorage", "SudokuKit", "PointerGeometry", "SafeText", "TerminalUI", "InkKit",
        "Recognition", "Preferences", "InkdokuViews", "ScreenLayout",
      ]),
    .target(
      name: "InkdokuRuntime",
      dependencies: [
        "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "SudokuKit", "PointerGeometry", "TerminalUI",
        "Recognition", "InkdokuViews",
      ]),
    // Options, help, completion scripts and the console: nothing of the game.
    .target(name: "CommandLineParsing", dependencies: ["SafeText"]),
    // The files a command reads and writes: FILE arguments, bounded reads, lines; no terminal, no model.
    .target(name: "CommandFiles", dependencies: ["CommandLineParsing", "SafeText", "InkdokuStorage"]),
    // Finding and loading the digit model file.
    .target(
      name: "ModelLoading",
      dependencies: ["CommandFiles", "CommandLineParsing", "DigitRecognizer", "SafeText"]),
    // Batch ink and learning for `ink`, `recognize` and `hand`: lines read, records written, the hand told.
    .target(
      name: "InkBatchKit",
      dependencies: [
        "CommandFiles", "CommandLineParsing", "DigitRecognizer", "InkKit", "InkdokuStorage", "ModelLoading",
        "PointerGeometry", "Recognition", "SafeText", "SudokuKit",
      ]),
    // What a game session starts with: the player's files read first, the hand it learns, its recorder.
    .target(
      name: "SessionStart",
      dependencies: [
        "CommandLineParsing", "DigitRecognizer", "InkdokuCore", "InkdokuReplay", "InkdokuStorage",
        "Recognition", "SudokuKit",
      ]),
    // The composition: the commands, the ncurses terminal and the CNN put together.
    .target(
      name: "CommandLineKit",
      dependencies: [
        "CommandLineParsing", "CommandFiles", "ModelLoading", "InkBatchKit", "SessionStart", "SudokuKit",
        "SafeText", "TerminalUI", "NcursesTerminal", "InkKit", "Recognition", "DigitRecognizer",
        "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "InkdokuRuntime", "InkdokuViews",
      ]),
    .executableTarget(name: "inkdoku", dependencies: ["CommandLineKit", "CommandFiles", "ModelLoading"]),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "SudokuKit", "TerminalUI", "DigitRecognizer", "InkdokuCore", "InkdokuStorage", "InkdokuReplay",
        "CommandFiles", "InkdokuViews",
      ]),
    // libFuzzer's driver, declared only: `make fuzz` links it in with -sanitize=fuzzer.
    .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
    .executableTarget(name: "inkdoku-fuzz", dependencies: ["FuzzTargets", "CLibFuzzer"]),
    .executableTarget(
      name: "inkdoku-bench",
      dependencies: ["SudokuKit", "PointerGeometry", "InkKit", "DigitRecognizer", "Recognition"],
      path: "Sources/Bench"),
    // Helpers shared by the app's test targets: fixtures, a scripted terminal, recorded sessions.
    .target(
      name: "InkdokuTestSupport",
      dependencies: [
        "SudokuKit", "PointerGeometry", "TerminalUI", "InkKit", "Recognition", "InkdokuCore",
        "InkdokuStorage", "InkdokuReplay", "InkdokuRuntime", "Preferences", "InkdokuViews", "ScreenLayout",
      ],
      path: "Tests/InkdokuTestSupport"),
    .testTarget(name: "SudokuKitTests", dependencies: ["SudokuKit"]),
    .testTarget(name: "SafeTextTests", dependencies: ["SafeText"]),
    .testTarget(name: "PointerGeometryTests", dependencies: ["PointerGeometry"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    .testTarget(name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "TerminalUI", "CNcursesw"]),
    .testTarget(name: "InkKitTests", dependencies: ["InkKit", "PointerGeometry"]),
    .testTarget(name: "RecognitionTests", dependencies: ["Recognition", "InkKit", "SudokuKit"]),
    .testTarget(
      name: "DigitRecognizerTests", dependencies: ["DigitRecognizer", "Recognition", "InkKit", "SudokuKit"]),
    .testTarget(
      name: "InkdokuCoreTests",
      dependencies: [
        "InkdokuCore", "InkdokuReplay", "InkdokuTestSupport", "SudokuKit", "PointerGeometry", "TerminalUI",
        "InkKit", "Recognition", "Preferences", "InkdokuViews", "ScreenLayout", "PointerInput",
      ]),
    .testTarget(
      name: "InkdokuViewsTests",
      dependencies: [
        "InkdokuViews", "InkdokuCore", "InkdokuReplay", "InkdokuTestSupport", "SudokuKit", "TerminalUI",
        "InkdokuStorage", "ScreenLayout",
      ]),
    .testTarget(
      name: "InkdokuStorageTests",
      dependencies: [
        "InkdokuStorage", "InkdokuTestSupport", "SudokuKit", "InkKit", "Recognition", "Preferences",
      ]),
    .testTarget(
      name: "InkdokuReplayTests",
      dependencies: [
        "InkdokuReplay", "InkdokuCore", "InkdokuStorage", "InkdokuTestSupport", "SudokuKit",
        "PointerGeometry", "TerminalUI", "InkKit", "Recognition", "Preferences", "InkdokuViews",
        "ScreenLayout",
      ]),
    .testTarget(
      name: "InkdokuRuntimeTests",
      dependencies: [
        "InkdokuRuntime", "InkdokuCore", "InkdokuStorage", "InkdokuReplay", "InkdokuTestSupport", "SudokuKit",
        "PointerGeometry", "TerminalUI", "Recognition", "InkdokuViews",
      ]),
    .testTarget(name: "CommandLineParsingTests", dependencies: ["CommandLineParsing"]),
    .testTarget(
      name: "CommandFilesTests", dependencies: ["CommandFiles", "CommandLineParsing", "InkdokuTestSupport"]),
    .testTarget(
      name: "ModelLoadingTests", dependencies: ["ModelLoading", "DigitRecognizer", "InkdokuTestSupport"]),
    .testTarget(
      name: "CommandLineKitTests",
      dependencies: [
        "CommandLineKit", "CommandLineParsing", "InkBatchKit", "ModelLoading", "SessionStart",
        "InkdokuTestSupport", "InkdokuStorage", "SudokuKit",
        "SafeText", "InkKit", "DigitRecognizer", "Recognition", "InkdokuCore", "InkdokuReplay",
        "InkdokuRuntime",
      ]),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "DigitRecognizer"]),
  ],
  swiftLanguageModes: [.v6]
)

/// The solver and the network are built optimized in debug builds too: the tests grade every bundled
/// puzzle and read real ink, which unoptimized code does ten times slower, and a debug game stays
/// playable. The other modules keep `-Onone` for the debugger.
var optimizedInDebug: [SwiftSetting] { [.unsafeFlags(["-O"], .when(configuration: .debug))] }
