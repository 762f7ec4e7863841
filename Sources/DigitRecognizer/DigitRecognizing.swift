import InkKit

/// The migration seam (design §3.10): the app hands ink to a recognizer and gets a result back; the
/// CNN is one adapter behind it, a template matcher or an OS service could be another.
public protocol DigitRecognizing: Sendable {
  func recognize(_ ink: [Stroke], context: RecognitionContext) async -> RecognitionResult
}
