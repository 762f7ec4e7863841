import DigitRecognizer
import Foundation

/// A model file through what the game does with it: `DigitModel(bytes:)`, the check `ModelLocator`
/// loads with, then one forward pass of the network compiled from whatever it accepted.
enum ModelTarget {
  /// A diagonal bar of ink: any 28×28 image reaches every layer.
  private static let image = (0..<784).map { $0 % 29 == 0 ? Float(1) : 0 }

  static func run(_ data: Data) -> Bool {
    guard let model = try? DigitModel(bytes: data) else { return false }
    precondition(!model.members.isEmpty, "a model without a network")
    for member in model.members {
      precondition(member.layers.count == member.shapes.count, "a layer without its shape")
      precondition(member.shapes.last?.count == DigitModel.classes, "the last layer does not give the logits")
    }
    precondition(model.sha256.utf8.count == 64, "the digest is not 64 hex digits")
    // Finite weights can still overflow to a non-finite output, which is refused, not a crash.
    if let prediction = try? DigitNetwork(model: model).classify(image) {
      precondition((0..<DigitModel.classes).contains(prediction.label), "label \(prediction.label)")
      precondition(abs(prediction.probabilities.reduce(0, +) - 1) < 1e-3, "probabilities do not sum to 1")
    }
    return true
  }
}
