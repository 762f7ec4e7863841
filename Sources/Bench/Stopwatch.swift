import Foundation

/// Wall-clock timing helpers for the benchmark report; numbers are printed, never asserted.
enum Stopwatch {
  static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  /// CPU seconds used by the calling thread: unlike wall time, not inflated by other work on the machine.
  static func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Seconds taken by `body`.
  static func time(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
  }

  /// Wall and CPU seconds taken by `body`.
  static func times(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    let cpu = cpuNow()
    let wall = time(body)
    return (wall, cpuNow() - cpu)
  }

  /// The q-quantile (0...1) of `samples`.
  static func quantile(_ samples: [Double], _ q: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
  }

  /// "p50 …  p95 …" for `quantiles`, where 1 prints as "max".
  static func summary(_ samples: [Double], _ quantiles: [Double], _ unit: (Double) -> String) -> String {
    quantiles.map { ($0 == 1 ? "max " : "p\(Int(($0 * 100).rounded())) ") + unit(quantile(samples, $0)) }
      .joined(
        separator: "  ")
  }

  static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
  static func us(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1e6) }
}
