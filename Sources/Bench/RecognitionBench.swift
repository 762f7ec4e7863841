import DigitRecognizer
import Foundation
import InkKit
import PointerGeometry
import Recognition

/// Raster plus inference per ink group with the shipped model (design §5: p95 ≤ 1 ms), and the
/// time to load the model file.
enum RecognitionBench {
  static let repeats = 200

  /// `Models/digits.inkm` in the source tree, found from the bench binary in `.build/<config>/`.
  static func modelPath() -> String? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Models/digits.inkm").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  static func run() {
    print("## Recognition (raster + inference per group, shipped model; \(repeats) rounds)")
    guard let path = modelPath(), let data = FileManager.default.contents(atPath: path) else {
      Report.line("model", "Models/digits.inkm not found: nothing measured")
      return
    }
    var loads: [Double] = []
    var model: DigitModel?
    for _ in 0..<5 {
      let start = Stopwatch.now()
      model = try? DigitModel(bytes: [UInt8](data))
      loads.append(Stopwatch.now() - start)
    }
    guard let model else {
      Report.line("model", "\(path) could not be loaded")
      return
    }
    let network = DigitNetwork(model: model)
    Report.line("model load", Stopwatch.summary(loads, [0.5], Stopwatch.ms))
    let groups = ReportUnit.allCases.flatMap { reportUnit in
      RasterBench.sizes.flatMap { rows in
        SyntheticInk.digits.map { SyntheticInk.strokes($0.strokes, rows: rows, reportUnit: reportUnit) }
      }
    }
    var seconds: [Double] = []
    var labels: [Int] = []
    for _ in 0..<repeats {
      for strokes in groups {
        let start = Stopwatch.now()
        let label = DigitRaster.planes(strokes: strokes).flatMap { try? network.classify($0).label }
        seconds.append(Stopwatch.now() - start)
        labels.append(label ?? -1)
      }
    }
    Report.line(
      "raster + inference, all groups", Stopwatch.summary(seconds, [0.5, 0.95, 0.99], Stopwatch.us))
    let firstRound = labels.prefix(groups.count).map(String.init).joined(separator: " ")
    Report.line("labels (7 4 8 × 6 sizes)", firstRound)
    adaptation(network, groups: groups, sha256: model.sha256)
  }

  /// The same groups with a full writer profile (every digit's bound reached, the groups' own
  /// embeddings under rotating labels): the most the standard adaptation has to look through.
  static func adaptation(_ network: DigitNetwork, groups: [[Stroke]], sha256: String) {
    var profile = WriterProfile(modelSHA256: sha256, dimension: network.embeddingDimension)
    let embeddings = groups.compactMap {
      DigitRaster.planes(strokes: $0).flatMap { try? network.evaluate($0) }
    }
    for index in 0..<(WriterProfile.classes * WriterProfile.samplesPerDigit) where !embeddings.isEmpty {
      profile.learn(index % WriterProfile.classes, embedding: embeddings[index % embeddings.count].embedding)
    }
    let adaptation = WriterAdaptation.standard
    var seconds: [Double] = []
    for _ in 0..<repeats {
      for strokes in groups {
        let start = Stopwatch.now()
        let logits = DigitRaster.planes(strokes: strokes).flatMap { planes in
          (try? network.evaluate(planes)).map { adaptation.adapt($0, to: profile) }
        }
        seconds.append(Stopwatch.now() - start)
        precondition(logits?.count == 10, "every synthetic group has ink and an answer")
      }
    }
    Report.line(
      "adapted, \(profile.count) samples",
      Stopwatch.summary(seconds, [0.5, 0.95, 0.99], Stopwatch.us))
  }
}
