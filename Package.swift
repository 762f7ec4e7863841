// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Inkdoku",
  products: [
    .executable(name: "inkdoku", targets: ["inkdoku"])
  ],
  targets: [
    .target(name: "SudokuKit"),
    .target(name: "TerminalUI"),
    .target(name: "InkKit"),
    .executableTarget(name: "inkdoku", dependencies: ["SudokuKit"]),
    .executableTarget(name: "inkdoku-bench", dependencies: ["SudokuKit"], path: "Sources/Bench"),
    .testTarget(name: "SudokuKitTests", dependencies: ["SudokuKit"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    .testTarget(name: "InkKitTests", dependencies: ["InkKit"]),
  ],
  swiftLanguageModes: [.v6]
)
