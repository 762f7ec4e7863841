import Foundation
import SudokuKit

let text = try! String(contentsOfFile: "/work/shared/puzzles/norvig-top95.txt", encoding: .utf8)
let puzzles = text.split(separator: "\n").compactMap { Grid(line: $0.prefix(81)) }
var rng = SeededRandom(seed: 1)
let work = (0..<20).flatMap { _ in puzzles.map { Isomorph.random(using: &rng).apply($0) } }
let t = Date()
var solved = 0
for p in work where Solver.solve(p) != nil { solved += 1 }
let dt = Date().timeIntervalSince(t)
print(solved, work.count, dt / Double(work.count) * 1e6, "us/puzzle")
