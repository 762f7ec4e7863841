// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Inkdoku",
  products: [
    .executable(name: "inkdoku", targets: ["inkdoku"])
  ],
  targets: [
    .target(name: "SudokuKit"),
    .executableTarget(name: "inkdoku", dependencies: ["SudokuKit"]),
    .executableTarget(name: "inkdoku-bench", dependencies: ["SudokuKit"], path: "Sources/Bench"),
    .testTarget(name: "SudokuKitTests", dependencies: ["SudokuKit"]),
  ],
  swiftLanguageModes: [.v6]
)
